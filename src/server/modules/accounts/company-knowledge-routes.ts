import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companyKnowledgeSchema } from '@/shared/schemas/company-knowledge'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getCompanyKnowledge, setCompanyKnowledge } from './company-knowledge'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Settings → Agent e-mails, what the agents may say (docs/decisions/124-company-knowledge.md): everyone in the company
 * reads the knowledge its agents write from; only the owner changes what they may promise in the business's name.
 */
export const companyKnowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: companyKnowledgeSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) =>
    getCompanyKnowledge(app.db, getCompanyId(request)),
  )

  app.patch('/', { config: { access: 'owner' }, schema: { body: companyKnowledgeSchema, response } }, async (request) =>
    setCompanyKnowledge(app.db, getCompanyId(request), request.body),
  )
}
