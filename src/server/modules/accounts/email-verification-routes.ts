import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { INVALID_VERIFICATION_MESSAGE, messageBodySchema, verifyEmailSchema } from '@/shared/schemas/account-recovery'
import { errorBodySchema } from '@/shared/schemas/errors'
import { badRequest } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { getUser } from '@/server/platform/session/session-plugin'
import { queueVerificationEmail, verifyEmail } from './email-verification'
import { countLinkRequest, RECOVERY_LIMITS } from './recovery-limits'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema }

export type EmailVerificationRoutesOptions = { productName: string }

/** Proving an account's e-mail address: the link's landing call, and a new link on request (docs/decisions/083). */
export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationRoutesOptions> = async (app, { productName }) => {
  const verifyOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('verify-email', RECOVERY_LIMITS.verifyEmailPerIp),
    schema: { body: verifyEmailSchema, response: { 200: z.object({ email_verified: z.literal(true) }), ...errors } },
  }
  app.post('/verify-email', verifyOptions, async (request) => {
    if (!(await verifyEmail(app.db, app.jobs, request.body.token))) throw badRequest(INVALID_VERIFICATION_MESSAGE)
    return { email_verified: true as const }
  })

  const resendOptions = {
    config: { access: 'signed-in' as const },
    schema: { response: { 202: messageBodySchema, ...errors } },
  }
  app.post('/verification-email', resendOptions, async (request, reply) => {
    const user = getUser(request)
    if (user.email_verified_at) return reply.status(202).send({ message: 'Your e-mail address is already confirmed.' })
    await countLinkRequest(request, `verification-email:user:${user.id}`, RECOVERY_LIMITS.verificationEmailPerUser)
    await app.db.transaction((tx) => queueVerificationEmail(tx, app.jobs, user, { productName, publicUrl: app.publicUrl }))
    return reply.status(202).send({ message: `We have sent a new link to ${user.email}. It works once, for 24 hours.` })
  })
}
