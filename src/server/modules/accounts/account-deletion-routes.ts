import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_DELETION_MESSAGES, deleteAccountSchema } from '@/shared/schemas/account-deletion'
import { errorBodySchema } from '@/shared/schemas/errors'
import { badRequest, conflict, HttpError } from '@/server/platform/http/http-errors'
import { getUser } from '@/server/platform/session/session-plugin'
import { deleteOwnAccount } from './account-deletion'
import { confirmCurrentPassword } from './current-password'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }

/** DELETE /api/account: the signed-in user deletes their own account, confirming with their password (docs/product.md#account-deletion). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    { config: { access: 'signed-in' }, schema: { body: deleteAccountSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // An owner learns what to do first without spending a password guess on a request that cannot succeed.
      const user = getUser(request)
      if (user.role === 'owner' && user.company_id) throw conflict(ACCOUNT_DELETION_MESSAGES.ownerMustHandOver)
      try {
        await confirmCurrentPassword(request, request.body.password)
      } catch (error) {
        // The same check as a change of password (its sign-in budget), told on this form's field.
        if (error instanceof HttpError && error.statusCode === 400)
          throw badRequest(error.message, [{ path: 'password', message: error.message }])
        throw error
      }
      await deleteOwnAccount(app.db, user.id)
      await app.endSession(request, reply)
      return reply.status(204).send(null)
    },
  )
}
