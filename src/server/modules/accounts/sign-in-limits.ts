import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '@/server/platform/db/client'
import { releaseSlots, reserveSlots, type LimitClaim } from '@/server/platform/rate-limit/rate-limit-hooks'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'
import { signInAddresses } from './schema'

// An address stays the account's own for 90 days after its last sign-in from there (docs/decisions/076).
const KNOWN_ADDRESS_DAYS = 90
const knownSince = sql`now() - ${KNOWN_ADDRESS_DAYS} * interval '1 day'`

/** A sign-in whose failure slots are taken; `succeeded` gives them back and remembers the address. */
export type SignInAttempt = { succeeded: (userId: string) => Promise<void> }

/**
 * Takes the failed-sign-in slots before the password is checked, or throws the 429 (docs/decisions/076): one of the
 * client address's, and one of the e-mail's unless the account signed in from this address lately. Only failures
 * count, so a success gives its slots back; having taken them first, no more than the limit's wrong passwords are
 * ever checked, however many arrive at once.
 */
export async function reserveSignInAttempt(request: FastifyRequest, email: string, userId: string | undefined): Promise<SignInAttempt> {
  const { db } = request.server
  const claims: LimitClaim[] = [{ key: `login:ip:${request.ip}`, limit: LIMITS.loginFailuresPerIp }]
  if (!userId || !(await isKnownAddress(db, userId, request.ip))) {
    claims.push({ key: `login:email:${email.toLowerCase()}`, limit: LIMITS.loginFailuresPerEmail })
  }
  const slots = await reserveSlots(request, claims)
  return {
    succeeded: async (signedInUserId) => {
      await releaseSlots(request, slots)
      await rememberSignInAddress(db, signedInUserId, request.ip)
    },
  }
}

async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ address: signInAddresses.address })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.user_id, userId), eq(signInAddresses.address, address), gt(signInAddresses.signed_in_at, knownSince)))
  return Boolean(row)
}

/** Records a sign-in (or a registration, or joining by invitation) from `address`. */
export async function rememberSignInAddress(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ user_id: userId, address })
    .onConflictDoUpdate({ target: [signInAddresses.user_id, signInAddresses.address], set: { signed_in_at: sql`now()` } })
}

/** Addresses are personal data: the periodic clean-up forgets those gone stale, so none is kept longer than it serves. */
export async function forgetStaleSignInAddresses(db: Db): Promise<void> {
  await db.delete(signInAddresses).where(lt(signInAddresses.signed_in_at, knownSince))
}
