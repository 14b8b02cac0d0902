import type { FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http/http-errors'
import { checkLimit, formatRetryMessage, recordHit, type Limit, type LimitState } from './rate-limits'

/** Throws the 429 of docs/product.md#sessions (retry time in minutes) when the key is over its limit. */
export async function enforceLimit(request: FastifyRequest, key: string, limit: Limit): Promise<void> {
  if (!request.server.rateLimits) return
  refuseIfLimited(request, await checkLimit(request.server.db, key, limit))
}

/** The same 429 for a limit counted elsewhere (an API key's own window, docs/decisions/073). */
export function refuseIfLimited(request: FastifyRequest, state: LimitState): void {
  if (state.limited && request.server.rateLimits) throw tooManyRequests(formatRetryMessage(state.retryAfterMs), state.retryAfterMs)
}

/**
 * onRequest hook counting every call per client address, valid or not, before the body is
 * even parsed: a flood of malformed requests is limited like any other.
 */
export function limitPerIp(name: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    if (!request.server.rateLimits) return
    await countAgainstLimit(request, `${name}:ip:${request.ip}`, limit)
  }
}

/** Refuses the request (429) when `key` has used up its limit, and otherwise counts it as one more hit. */
export async function countAgainstLimit(request: FastifyRequest, key: string, limit: Limit): Promise<void> {
  await enforceLimit(request, key, limit)
  await recordHit(request.server.db, key)
}
