import type { FastifyRequest } from 'fastify'
import { ACCOUNT_SETTINGS_MESSAGES } from '@/shared/schemas/account-settings'
import { badRequest } from '@/server/platform/http/http-errors'
import { getUser } from '@/server/platform/session/session-plugin'
import { findUserById } from './password-reset'
import { verifyPassword } from './passwords'
import { reserveSignInAttempt } from './sign-in-limits'
import type { UserRow } from './users'

/**
 * Checks the signed-in user's current password before a change of address or password (docs/decisions/093). It
 * takes the failed-sign-in slots first, as signing in does (docs/decisions/076): someone holding a stolen session
 * gets no more guesses here than at the sign-in form, and the two share one budget.
 */
export async function confirmCurrentPassword(request: FastifyRequest, password: string): Promise<UserRow> {
  const user = await findUserById(request.server.db, getUser(request).id)
  if (!user) throw badRequest(ACCOUNT_SETTINGS_MESSAGES.wrongPassword)
  const attempt = await reserveSignInAttempt(request, user.email, user.id)
  if (!(await verifyPassword(user.password_hash, password))) {
    const message = ACCOUNT_SETTINGS_MESSAGES.wrongPassword
    throw badRequest(message, [{ path: 'current_password', message }])
  }
  await attempt.succeeded(user.id)
  return user
}
