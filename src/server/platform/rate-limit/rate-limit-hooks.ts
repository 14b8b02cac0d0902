import type { FastifyRequest } from 'fastify'
import { tooManyRequests } from '../http/http-errors'
import { formatRetryMessage, releaseSlot, reserveSlot, type Limit, type LimitState, type Slot } from './rate-limits'

export type LimitClaim = { key: string; limit: Limit }

/** The 429 for a limit counted elsewhere (an API key's own window, docs/decisions/073). */
export function refuseIfLimited(request: FastifyRequest, state: LimitState): void {
  if (state.limited && request.server.rateLimits) throw tooManyRequests(formatRetryMessage(state.retryAfterMs), state.retryAfterMs)
}

/**
 * Takes a slot of each limit, in order, before the work they guard, or throws the 429 of docs/product.md#sessions
 * (retry time in minutes) for the first that is full, giving back the slots already taken: a refused request does no
 * work, so it counts against nothing (docs/decisions/076).
 */
export async function reserveSlots(request: FastifyRequest, claims: LimitClaim[]): Promise<Slot[]> {
  if (!request.server.rateLimits) return []
  const slots: Slot[] = []
  for (const { key, limit } of claims) {
    const reservation = await reserveSlot(request.server.db, key, limit)
    if (!reservation.granted) {
      await releaseSlots(request, slots)
      throw tooManyRequests(formatRetryMessage(reservation.retryAfterMs), reservation.retryAfterMs)
    }
    slots.push(reservation.slot)
  }
  return slots
}

/** Gives slots back when the work they guarded turns out not to count (a sign-in that succeeded). */
export async function releaseSlots(request: FastifyRequest, slots: Slot[]): Promise<void> {
  for (const slot of slots) await releaseSlot(request.server.db, slot)
}

/** Counts the request against `key`'s limit, refusing it (429) when the limit is used up. */
export async function countAgainstLimit(request: FastifyRequest, key: string, limit: Limit): Promise<void> {
  await reserveSlots(request, [{ key, limit }])
}

/**
 * onRequest hook counting every call per client address, valid or not, before the body is
 * even parsed: a flood of malformed requests is limited like any other.
 */
export function limitPerIp(name: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    await countAgainstLimit(request, `${name}:ip:${request.ip}`, limit)
  }
}
