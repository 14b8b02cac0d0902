import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { agentPacingSchema, type AgentPacing } from '@/shared/schemas/agent-pacing'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { Db } from '@/server/platform/db/client'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { companies } from './schema'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }
const pacingColumns = { messageWindowMinutes: companies.message_window_minutes, draftExpiryDays: companies.draft_expiry_days }

async function readPacing(db: Db, companyId: string): Promise<AgentPacing> {
  const [row] = await db.select(pacingColumns).from(companies).where(eq(companies.id, companyId))
  return row ?? { messageWindowMinutes: 15, draftExpiryDays: 3 }
}

/**
 * Settings → Agent e-mails, pacing (docs/decisions/127-one-message-per-person.md): everyone in the company sees how
 * often its agents may write to one person and when a waiting draft expires; only the owner changes them.
 */
export const agentPacingRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: agentPacingSchema, ...errors }
  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) => readPacing(app.db, getCompanyId(request)))
  app.patch('/', { config: { access: 'owner' }, schema: { body: agentPacingSchema, response } }, async (request) => {
    const [saved] = await app.db
      .update(companies)
      .set({ message_window_minutes: request.body.messageWindowMinutes, draft_expiry_days: request.body.draftExpiryDays })
      .where(eq(companies.id, getCompanyId(request)))
      .returning(pacingColumns)
    return saved ?? request.body
  })
}
