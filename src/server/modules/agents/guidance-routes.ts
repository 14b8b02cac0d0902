import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { agentGuidanceSchema, agentGuidanceViewSchema } from '@/shared/schemas/agent-guidance'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { Db } from '@/server/platform/db/client'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { readGuidance, saveGuidance } from '@/server/modules/runtime'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

export type GuidanceSaved = (
  tx: Db,
  who: { companyId: string; userId: string },
  agentId: string,
  before: string | null,
  after: string | null,
) => Promise<void>

/**
 * An agent's style guide on its page (docs/decisions/131-approvals-that-teach.md): every member reads what reviews taught
 * it; only the owner rewrites it, as they decide everything else about how the agents speak.
 *
 * `onSaved` runs in the save's transaction: app.ts hands in the recording of a version
 * (docs/decisions/135-setting-versions.md), which lives in a module this one may not import (docs/decisions/112-module-graph.md).
 */
export const agentGuidanceRoutes: FastifyPluginAsyncZod<{ onSaved?: GuidanceSaved }> = async (app, { onSaved }) => {
  const params = z.object({ id: z.uuid('Agent not found') })
  const response = { 200: agentGuidanceViewSchema, ...errors }

  app.get('/:id/guidance', { config: { access: 'member' }, schema: { params, response } }, async (request) =>
    readGuidance(app.db, getCompanyId(request), request.params.id),
  )

  app.put('/:id/guidance', { config: { access: 'owner' }, schema: { params, body: agentGuidanceSchema, response } }, async (request) => {
    const who = { companyId: getCompanyId(request), userId: getUser(request).id }
    const agentId = request.params.id
    return app.db.transaction(async (tx) => {
      const before = await readGuidance(tx, who.companyId, agentId)
      const saved = await saveGuidance(tx, { ...who, agentId, guidance: request.body.guidance })
      await onSaved?.(tx, who, agentId, before.guidance, saved.guidance)
      return saved
    })
  })
}
