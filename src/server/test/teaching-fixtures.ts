import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { DraftFact } from '@/shared/ai/facts'
import { agentDrafts, agents } from '@/server/modules/runtime'
import { insertRunAndDraft } from './draft-fixtures'
import { registerUser, requestJson } from './http'
import { markUserVerified } from './verified-user'

// Companies and drafts for the tests of approvals that teach (docs/decisions/131-approvals-that-teach.md).

export type TeachingCompany = { cookie: string; companyId: string; agentId: string }

/** A verified owner's company with Max deployed. */
export async function companyWithMax(app: FastifyInstance, fullName = 'Ada Reviewer'): Promise<TeachingCompany> {
  const owner = await registerUser(app, { full_name: fullName })
  await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  if (deployed.statusCode !== 200) throw new Error(`deploy failed: ${deployed.statusCode} ${deployed.body}`)
  return { cookie: owner.cookie, companyId: owner.user.company_id as string, agentId: deployed.json()[0].id as string }
}

/** A lead's facts as the runtime gives a writer: their name and address, and the playbook's decision. */
export function leadFacts(name: string, to: string): DraftFact[] {
  return [
    { label: 'event', value: 'lead.created', personal: false },
    { label: 'name', value: name, personal: true },
    { label: 'email', value: to, personal: true },
    { label: 'decision', value: 'Score 80: hot lead', personal: false },
  ]
}

type DraftOptions = { name?: string; to?: string; status?: 'writing' | 'awaiting'; body?: string }

/**
 * A draft of Max to a lead: `awaiting` as the writing job leaves a model's draft for review (the agent's counter up by
 * one), or `writing` as the runtime leaves it for the job.
 */
export async function insertLeadDraft(app: FastifyInstance, company: TeachingCompany, options: DraftOptions = {}) {
  const { name = 'Grace Hopper', to = 'grace@example.com', status = 'awaiting' } = options
  const first = name.split(' ')[0]
  const written =
    status === 'awaiting'
      ? {
          subject: `${first}, a time to talk?`,
          body: options.body ?? `Hi ${first},\n\nThanks for reaching out. Pick a time below and we will talk it through.`,
          facts_used: ['decision: Score 80: hot lead'],
          writer: 'model' as const,
          provider: 'openai-compatible' as const,
          model: 'llama3.1',
          written_at: new Date(),
        }
      : {}
  const { draftId, runId } = await insertRunAndDraft(app.db, company, {
    status,
    review: true,
    to,
    template_subject: 'Thanks for reaching out',
    template_text: `Hi ${name}, thanks for reaching out. Pick a time that suits you.`,
    action: 'Pick a time',
    facts: leadFacts(name, to),
    ...written,
  })
  if (status === 'awaiting')
    await app.db
      .update(agents)
      .set({ awaiting_approvals: sql`${agents.awaiting_approvals} + 1` })
      .where(eq(agents.id, company.agentId))
  return { draftId, runId }
}

export const draftRow = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!

export const agentRow = async (app: FastifyInstance, id: string) => (await app.db.select().from(agents).where(eq(agents.id, id)))[0]!
