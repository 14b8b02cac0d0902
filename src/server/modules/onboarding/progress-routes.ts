import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { progressSchema, updateProgressSchema } from '@/shared/schemas/progress'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getProgress, saveProgress } from './progress'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

/**
 * The company's onboarding progress; `null` before it exists, and the client creates it (docs/product.md#onboarding-progress):
 * a new company is the normal case, not an error the browser should log.
 * Any member saves it: it is where the company stands in the wizard, not the company's setup (docs/decisions/082-roles.md).
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress',
    { config: { access: 'member' }, schema: { response: { 200: progressSchema.nullable(), ...errors } } },
    async (request) => (await getProgress(app.db, getCompanyId(request))) ?? null,
  )

  app.patch(
    '/progress',
    { config: { access: 'member' }, schema: { body: updateProgressSchema, response: { 200: progressSchema, ...errors } } },
    async (request) => saveProgress(app.db, getCompanyId(request), request.body),
  )
}
