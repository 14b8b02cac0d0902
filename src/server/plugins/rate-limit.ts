import type { FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http-errors'
import { checkLimit, formatRetryMessage, recordHit, type Limit } from '../services/rate-limits'

/** Throws the 429 of issue 2 (retry time in minutes) when the key is over its limit. */
export async function enforceLimit(request: FastifyRequest, key: string, limit: Limit): Promise<void> {
  if (!request.server.rateLimits) return
  const state = await checkLimit(request.server.db, key, limit)
  if (state.limited) throw tooManyRequests(formatRetryMessage(state.retryAfterMs), state.retryAfterMs)
}

/**
 * onRequest hook counting every call per client address, valid or not, before the body is
 * even parsed: a flood of malformed requests is limited like any other.
 */
export function limitPerIp(name: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    if (!request.server.rateLimits) return
    const key = `${name}:ip:${request.ip}`
    await enforceLimit(request, key, limit)
    await recordHit(request.server.db, key)
  }
}
