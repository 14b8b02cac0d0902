import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { errorBodySchema } from '@/shared/schemas/errors'
import { acceptedEventSchema, createEventSchema, EVENT_BODY_LIMIT } from '@/shared/schemas/events'
import { notFound, tooManyRequests, unauthorized } from '@/server/platform/http/http-errors'
import { countAgainstLimit, refuseIfLimited } from '@/server/platform/rate-limit/rate-limit-hooks'
import { createEventWriter, type EventInput, type EventSender } from './agent-events'
import { useApiKey } from '@/server/modules/accounts'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'

declare module 'fastify' {
  interface FastifyRequest {
    eventSender: EventSender | null
  }
}

/** Bearer key of the company (counted against the key's limit), or else the signed-in user's company. */
async function identifySender(request: FastifyRequest): Promise<EventSender> {
  const { server } = request
  const authorization = request.headers.authorization
  if (authorization !== undefined) {
    const [scheme, token] = authorization.split(' ')
    const key = scheme?.toLowerCase() === 'bearer' && token ? await useApiKey(server.db, token.trim(), LIMITS.eventsPerKey) : null
    if (!key) throw unauthorized('Invalid API key')
    refuseIfLimited(request, key.limit)
    return { companyId: key.companyId, apiKeyId: key.keyId, userId: null }
  }
  const cookie = request.cookies[server.sessionCookieName]
  const user = cookie ? await server.findSessionUser(cookie) : null
  if (!user) throw unauthorized('Send an API key as Authorization: Bearer <key>, or sign in')
  if (!user.company_id) throw notFound('You are not part of a company')
  await countAgainstLimit(request, `events:user:${user.id}`, LIMITS.eventsPerKey)
  return { companyId: user.company_id, apiKeyId: null, userId: user.id }
}

const BEHIND_MESSAGE = 'Your agents are still working through your earlier events. Send this one again in a second.'

/**
 * POST /api/events (docs/product.md#events-api): business events in, by API key or session; the runtime takes them
 * from the table (decision 073).
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ backlogLimitMs: number }> = async (app, { backlogLimitMs }) => {
  app.decorateRequest('eventSender', null)
  const acceptEvent = createEventWriter(app.db, backlogLimitMs)

  app.post(
    '/events',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // Identified and counted by the access hook, before the body is read: a bad key or a flood costs no parsing.
      config: {
        access: 'member-or-key',
        identify: async (request) => {
          request.eventSender = await identifySender(request)
        },
      },
      schema: {
        body: createEventSchema,
        response: {
          202: acceptedEventSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptEvent(request.eventSender!, request.body as EventInput)
      if ('refused' in accepted) throw tooManyRequests(BEHIND_MESSAGE, accepted.retryAfterMs)
      if (!accepted.duplicate) app.agentRuntime.wake()
      return reply.status(202).send(accepted)
    },
  )
}
