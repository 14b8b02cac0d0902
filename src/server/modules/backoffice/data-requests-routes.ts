import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataRequestsPageSchema, dataRequestsQuerySchema } from '@/shared/backoffice/data-requests'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { BackOfficeOptions } from './backoffice-options'
import { listDataRequests } from './data-requests'

/** The back office's API for people's data requests (docs/product.md#back-office); every route has access 'staff'. */
export const dataRequestsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        querystring: dataRequestsQuerySchema,
        response: { 200: dataRequestsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await listDataRequests(app.db, request.query.cursor)),
  )
}
