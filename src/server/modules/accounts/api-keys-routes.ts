import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@/shared/schemas/api-keys'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** The API keys panel of the account home (docs/product.md#api-keys): owner only (docs/decisions/082-roles.md). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'owner' }, schema: { response: { 200: z.array(apiKeySchema), ...errors } } }, async (request) =>
    listApiKeys(app.db, getCompanyId(request)),
  )

  app.post(
    '/',
    { config: { access: 'owner' }, schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema, ...errors } } },
    async (request, reply) => {
      const created = await createApiKey(app.db, getCompanyId(request), getUser(request).id, request.body.name)
      return reply.status(201).send(created)
    },
  )

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { params: z.object({ id: z.uuid('API key not found') }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, getCompanyId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
