import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@/shared/schemas/api-keys'
import { errorBodySchema } from '@/shared/schemas/errors'
import { forbidden, notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys'
import type { SessionUser } from '@/server/platform/session/session-plugin'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

function requireOwner(user: SessionUser): string {
  if (!user.company_id) throw notFound('You are not part of a company')
  if (user.role !== 'owner') throw forbidden('Only the company owner can manage API keys')
  return user.company_id
}

/** The API keys panel of the account home (docs/product.md#api-keys): owner only. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may call is checked before the request is read or validated: a stranger learns nothing of the schema.
  app.addHook('onRequest', requireUser)
  app.addHook('onRequest', async (request) => void requireOwner(getUser(request)))

  app.get('/', { schema: { response: { 200: z.array(apiKeySchema), ...errors } } }, async (request) =>
    listApiKeys(app.db, requireOwner(getUser(request))),
  )

  app.post('/', { schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema, ...errors } } }, async (request, reply) => {
    const user = getUser(request)
    const created = await createApiKey(app.db, requireOwner(user), user.id, request.body.name)
    return reply.status(201).send(created)
  })

  app.delete(
    '/:id',
    { schema: { params: z.object({ id: z.uuid('API key not found') }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await revokeApiKey(app.db, requireOwner(getUser(request)), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
