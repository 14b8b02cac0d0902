import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { progressSchema, updateProgressSchema } from '@/shared/schemas/progress'
import { notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { getProgress, saveProgress } from './progress'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

/** The company's onboarding progress; a missing record is 404 and the client creates it (docs/product.md#onboarding-progress). */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may call is checked before the request is read or validated: a stranger learns nothing of the schema.
  app.addHook('onRequest', requireUser)

  app.get('/progress', { schema: { response: { 200: progressSchema, ...errors } } }, async (request) => {
    const companyId = getUser(request).company_id
    const progress = companyId ? await getProgress(app.db, companyId) : undefined
    if (!progress) throw notFound('No onboarding progress yet')
    return progress
  })

  app.patch('/progress', { schema: { body: updateProgressSchema, response: { 200: progressSchema, ...errors } } }, async (request) => {
    const companyId = getUser(request).company_id
    if (!companyId) throw notFound('You are not part of a company')
    return saveProgress(app.db, companyId, request.body)
  })
}
