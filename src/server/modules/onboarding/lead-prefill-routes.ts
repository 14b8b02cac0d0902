import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companySourceSchema } from '@/shared/schemas/admin-handover'
import { errorBodySchema } from '@/shared/schemas/errors'
import { onboardingPrefillSchema } from '@/shared/schemas/onboarding-prefill'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { findCompanySource, findLeadPrefill } from './lead-prefill'

const errors = { 401: errorBodySchema, 404: errorBodySchema }

/**
 * What a workspace set up from a lead (docs/product.md#back-office) knows from it, registered under /api: the
 * questionnaire's prefill (GET /api/onboarding/prefill) and where the company came from (GET /api/company/source, for
 * Settings → Company). Everyone in the company reads both.
 */
export const sourceLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/prefill',
    { config: { access: 'member' }, schema: { response: { 200: onboardingPrefillSchema, ...errors } } },
    async (request) => findLeadPrefill(app.db, getCompanyId(request)),
  )

  app.get(
    '/company/source',
    { config: { access: 'member' }, schema: { response: { 200: companySourceSchema, ...errors } } },
    async (request) => findCompanySource(app.db, getCompanyId(request)),
  )
}
