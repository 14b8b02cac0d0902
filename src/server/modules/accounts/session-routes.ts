import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { accountSessionParamsSchema, accountSessionSchema } from '@/shared/schemas/account-settings'
import { errorBodySchema } from '@/shared/schemas/errors'
import { notFound } from '@/server/platform/http/http-errors'
import { getUser } from '@/server/platform/session/session-plugin'
import { endAllSessions, endSessionById, listSessions } from './session-list'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
const signedIn = { access: 'signed-in' as const }

/** The user's own sessions: list, end one, end all ("Sign out everywhere", docs/decisions/093). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sessions', { config: signedIn, schema: { response: { 200: z.array(accountSessionSchema), ...errors } } }, async (request) =>
    listSessions(app.db, getUser(request).id, request.cookies[app.sessionCookieName]),
  )

  app.delete(
    '/sessions/:id',
    { config: signedIn, schema: { params: accountSessionParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { ended, current } = await endSessionById(
        app.db,
        getUser(request).id,
        request.params.id,
        request.cookies[app.sessionCookieName],
      )
      if (!ended) throw notFound('Session not found')
      // Ending the session this request came with signs this browser out too.
      if (current) await app.endSession(request, reply)
      return reply.status(204).send(null)
    },
  )

  app.delete('/sessions', { config: signedIn, schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await endAllSessions(app.db, getUser(request).id)
    await app.endSession(request, reply)
    return reply.status(204).send(null)
  })
}
