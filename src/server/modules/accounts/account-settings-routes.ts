import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ACCOUNT_SETTINGS_MESSAGES,
  changeEmailSchema,
  changePasswordSchema,
  pendingEmailChangeSchema,
  updateProfileSchema,
} from '@/shared/schemas/account-settings'
import { userSchema } from '@/shared/schemas/auth'
import { errorBodySchema } from '@/shared/schemas/errors'
import { badRequest } from '@/server/platform/http/http-errors'
import { getUser } from '@/server/platform/session/session-plugin'
import { confirmCurrentPassword } from './current-password'
import { cancelEmailChange, findPendingEmailChange, requestEmailChange } from './email-change'
import { changePassword } from './password-change'
import { assertPasswordAcceptable, hashPassword } from './passwords'
import { users } from './schema'
import { toPublicUser } from './users'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }
const signedIn = { access: 'signed-in' as const }

export type AccountSettingsRoutesOptions = { productName: string }

/** The Account settings page's name, address and password (docs/decisions/093): each user's own, with or without a company. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRoutesOptions> = async (app, { productName }) => {
  app.patch(
    '/profile',
    { config: signedIn, schema: { body: updateProfileSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      const [user] = await app.db
        .update(users)
        .set({ full_name: request.body.full_name })
        .where(eq(users.id, getUser(request).id))
        .returning()
      return toPublicUser(user!)
    },
  )

  app.get('/email-change', { config: signedIn, schema: { response: { 200: pendingEmailChangeSchema, ...errors } } }, async (request) => {
    const pending = await findPendingEmailChange(app.db, getUser(request).id)
    return { email: pending?.email ?? null, expires_at: pending?.expiresAt.toISOString() ?? null }
  })

  app.post(
    '/email',
    { config: signedIn, schema: { body: changeEmailSchema, response: { 202: pendingEmailChangeSchema, ...errors } } },
    async (request, reply) => {
      const email = request.body.email.toLowerCase()
      if (email === getUser(request).email.toLowerCase()) {
        const message = ACCOUNT_SETTINGS_MESSAGES.sameEmail
        throw badRequest(message, [{ path: 'email', message }])
      }
      const user = await confirmCurrentPassword(request, request.body.current_password)
      const pending = await requestEmailChange(app.db, app.jobs, user.id, email, { productName, publicUrl: app.publicUrl })
      return reply.status(202).send({ email: pending.email, expires_at: pending.expiresAt.toISOString() })
    },
  )

  app.delete('/email-change', { config: signedIn, schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await cancelEmailChange(app.db, getUser(request).id)
    return reply.status(204).send(null)
  })

  app.post(
    '/password',
    { config: signedIn, schema: { body: changePasswordSchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => {
      const user = await confirmCurrentPassword(request, request.body.current_password)
      const { password } = request.body
      await assertPasswordAcceptable(password, {
        email: user.email,
        username: user.username,
        fullName: user.full_name ?? undefined,
        productName,
      })
      await changePassword(app.db, user.id, await hashPassword(password))
      await app.startSession(request, reply, user.id)
      return toPublicUser(user)
    },
  )
}
