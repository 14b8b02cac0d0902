import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { suppressionInputSchema, suppressionListSchema, suppressionParamsSchema } from '@/shared/schemas/suppressions'
import { notFound } from '@/server/platform/http/http-errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { listSuppressions, removeSuppression, suppressAddress } from './suppressions'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Settings → Privacy's "Addresses your agents don't write to" (docs/decisions/125-unsubscribe.md): everyone in the
 * company sees the list; only the owner adds or removes an address, as with the other settings that speak for it.
 */
export const suppressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'member' }, schema: { response: { 200: suppressionListSchema, ...errors } } }, async (request) =>
    listSuppressions(app.db, getCompanyId(request)),
  )

  app.post(
    '/',
    { config: { access: 'owner' }, schema: { body: suppressionInputSchema, response: { 200: suppressionListSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      await suppressAddress(app.db, companyId, request.body.address, 'added')
      return listSuppressions(app.db, companyId)
    },
  )

  app.delete(
    '/:address',
    {
      config: { access: 'owner' },
      schema: { params: suppressionParamsSchema, response: { 200: suppressionListSchema, ...errors } },
    },
    async (request) => {
      const companyId = getCompanyId(request)
      if (!(await removeSuppression(app.db, companyId, request.params.address))) throw notFound('This address is not on your list')
      return listSuppressions(app.db, companyId)
    },
  )
}
