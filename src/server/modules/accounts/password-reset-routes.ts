import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  INVALID_RESET_MESSAGE,
  messageBodySchema,
  resetPasswordSchema,
} from '@/shared/schemas/account-recovery'
import { userSchema } from '@/shared/schemas/auth'
import { errorBodySchema } from '@/shared/schemas/errors'
import { badRequest } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { findAccountTokenUser } from './account-tokens'
import { assertPasswordAcceptable, hashPassword } from './passwords'
import { findUserById, requestPasswordReset, resetPassword } from './password-reset'
import { countLinkRequest, RECOVERY_LIMITS } from './recovery-limits'
import { toPublicUser } from './users'

const errors = { 400: errorBodySchema, 429: errorBodySchema }

export type PasswordResetRoutesOptions = { productName: string }

/** "Forgot password": a link mailed to the address, valid an hour, once (docs/decisions/083). */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, { productName }) => {
  const forgotOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('forgot-password', RECOVERY_LIMITS.forgotPasswordPerIp),
    schema: { body: forgotPasswordSchema, response: { 202: messageBodySchema, ...errors } },
  }
  app.post('/forgot-password', forgotOptions, async (request, reply) => {
    const email = request.body.email.toLowerCase()
    await countLinkRequest(request, `forgot-password:email:${email}`, RECOVERY_LIMITS.forgotPasswordPerEmail)
    await requestPasswordReset(app.db, app.jobs, email, { productName, publicUrl: app.publicUrl })
    return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE })
  })

  const resetOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('reset-password', RECOVERY_LIMITS.resetPasswordPerIp),
    schema: { body: resetPasswordSchema, response: { 200: userSchema, ...errors } },
  }
  app.post('/reset-password', resetOptions, async (request, reply) => {
    const { token, password } = request.body
    // The password is checked against the account before the link is used up, so a refused one can be corrected.
    const userId = await findAccountTokenUser(app.db, token, 'reset-password')
    const owner = userId ? await findUserById(app.db, userId) : undefined
    if (!owner) throw badRequest(INVALID_RESET_MESSAGE)
    await assertPasswordAcceptable(password, {
      email: owner.email,
      username: owner.username,
      fullName: owner.full_name ?? undefined,
      productName,
    })
    const user = await resetPassword(app.db, app.jobs, token, await hashPassword(password))
    if (!user) throw badRequest(INVALID_RESET_MESSAGE)
    await app.startSession(request, reply, user.id)
    return toPublicUser(user)
  })
}
