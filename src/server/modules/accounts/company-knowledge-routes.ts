import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companyKnowledgeSchema, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { Db } from '@/server/platform/db/client'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { getCompanyKnowledge, setCompanyKnowledge } from './company-knowledge'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

export type KnowledgeSaved = (
  tx: Db,
  who: { companyId: string; userId: string },
  before: CompanyKnowledge,
  after: CompanyKnowledge,
) => Promise<void>

/**
 * Settings → Agent e-mails, what the agents may say (docs/decisions/124-company-knowledge.md): everyone in the company
 * reads the knowledge its agents write from; only the owner changes what they may promise in the business's name.
 *
 * `onSaved` runs in the save's transaction: app.ts hands in the recording of a version
 * (docs/decisions/135-setting-versions.md), which lives in a module this one may not import (docs/decisions/112-module-graph.md).
 */
export const companyKnowledgeRoutes: FastifyPluginAsyncZod<{ onSaved?: KnowledgeSaved }> = async (app, { onSaved }) => {
  const response = { 200: companyKnowledgeSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) =>
    getCompanyKnowledge(app.db, getCompanyId(request)),
  )

  app.patch('/', { config: { access: 'owner' }, schema: { body: companyKnowledgeSchema, response } }, async (request) => {
    const who = { companyId: getCompanyId(request), userId: getUser(request).id }
    return app.db.transaction(async (tx) => {
      const before = await getCompanyKnowledge(tx, who.companyId)
      const saved = await setCompanyKnowledge(tx, who.companyId, request.body)
      await onSaved?.(tx, who, before, saved)
      return saved
    })
  })
}
