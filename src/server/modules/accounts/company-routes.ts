import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companySettingsSchema, updateCompanySchema } from '@/shared/schemas/company-settings'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getCompanySettings, updateCompanySettings } from './company-settings'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * The company's name, website and industry (docs/decisions/093): everyone in the company reads them, only the owner
 * changes them, as only the owner submits the questionnaire that also sets them (docs/decisions/082-roles.md).
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'member' }, schema: { response: { 200: companySettingsSchema, ...errors } } }, async (request) =>
    getCompanySettings(app.db, getCompanyId(request)),
  )

  app.patch(
    '/',
    { config: { access: 'owner' }, schema: { body: updateCompanySchema, response: { 200: companySettingsSchema, ...errors } } },
    async (request) => updateCompanySettings(app.db, getCompanyId(request), request.body),
  )
}
