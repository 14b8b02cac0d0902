import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import pLimit from 'p-limit'
import commonPasswords from 'fxa-common-password-list'
import { findPasswordRuleBreak, type PasswordContext } from '@/shared/passwords/password-rules'
import { checkPassword } from '@/shared/passwords/password-strength'
import { badRequest } from '@/server/platform/http/http-errors'

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1). @node-rs/argon2 hashes on the libuv pool,
// so sign-in storms do not block the event loop.
// Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.'

// Each hash is ~20 MiB and a core for tens of milliseconds. Running at most one per core but one keeps a core free
// for the event loop, so a storm of sign-ins queues here instead of stalling every other request.
const hashing = pLimit(Math.max(1, availableParallelism() - 1))

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS))
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password)).catch(() => false)
}

/** Mozilla's list of the most common passwords (top of a 10-million-password corpus). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password)
}

/**
 * Refuses a new password with a 400 and its field issue (docs/product.md#auth-validation): the rules about its owner's
 * names first, then Mozilla's list, then the strength estimate, which loads its dictionaries on the first call.
 */
export async function assertPasswordAcceptable(password: string, context: PasswordContext): Promise<void> {
  const refuse = (message: string) => badRequest(message, [{ path: 'password', message }])
  const broken = findPasswordRuleBreak(password, context)
  if (broken) throw refuse(broken)
  if (isCommonPassword(password)) throw refuse(COMMON_PASSWORD_MESSAGE)
  const check = await checkPassword(password, context)
  if (!check.ok) throw refuse(check.message)
}

let dummyHash: Promise<string> | undefined
/** Verifies against a throw-away hash so an unknown e-mail costs as much time as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing')
  await verifyPassword(await dummyHash, password)
}
