import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { errorBodySchema } from '../../../shared/schemas/errors'
import { acceptedEventSchema, createEventSchema, EVENT_BODY_LIMIT } from '../../../shared/schemas/events'
import { notFound, unauthorized } from '../../http-errors'
import { enforceLimit } from '../../plugins/rate-limit'
import { acceptEvent, type EventSender } from '../../services/agent-events'
import { findApiKey } from '../../services/api-keys'
import { LIMITS, recordHit } from '../../services/rate-limits'

declare module 'fastify' {
  interface FastifyRequest {
    eventSender: EventSender | null
  }
}

/** Bearer key of the company, or else the signed-in user's company. */
async function identifySender(request: FastifyRequest): Promise<EventSender> {
  const authorization = request.headers.authorization
  if (authorization !== undefined) {
    const [scheme, token] = authorization.split(' ')
    const key = scheme?.toLowerCase() === 'bearer' && token ? await findApiKey(request.server.db, token.trim()) : null
    if (!key) throw unauthorized('Invalid API key')
    return { companyId: key.companyId, apiKeyId: key.keyId, userId: null }
  }
  const cookie = request.cookies[request.server.sessionCookieName]
  const user = cookie ? await request.server.findSessionUser(cookie) : null
  if (!user) throw unauthorized('Send an API key as Authorization: Bearer <key>, or sign in')
  if (!user.company_id) throw notFound('You are not part of a company')
  return { companyId: user.company_id, apiKeyId: null, userId: user.id }
}

/** POST /api/events (issue 8): business events in, by API key or session; processing happens on the job queue. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('eventSender', null)

  app.post(
    '/events',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // Identified and counted before the body is read: a bad key or a flood costs no parsing.
      onRequest: async (request) => {
        const sender = await identifySender(request)
        const key = sender.apiKeyId ? `events:key:${sender.apiKeyId}` : `events:user:${sender.userId}`
        await enforceLimit(request, key, LIMITS.eventsPerKey)
        await recordHit(app.db, key)
        request.eventSender = sender
      },
      schema: { body: createEventSchema, response: { 202: acceptedEventSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const accepted = await acceptEvent(app.db, app.jobs, request.eventSender!, request.body as Parameters<typeof acceptEvent>[3])
      if (!accepted.duplicate) app.agentRuntime.afterEvent(accepted.id)
      return reply.status(202).send(accepted)
    },
  )
}
