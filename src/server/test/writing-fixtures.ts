import type { FastifyInstance } from 'fastify'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { parseEvent } from '@/shared/schemas/events'
import type { TrustLevel } from '@/shared/schemas/trust-ladder'
import type { agentDrafts } from '@/server/modules/runtime'
import { insertRunAndDraft } from './draft-fixtures'
import { registerUser, requestJson } from './http'
import { markUserVerified } from './verified-user'

/** A verified owner's company with Max deployed, at `level` on the trust ladder (Review unless told). */
export async function companyWithMax(app: FastifyInstance, level: TrustLevel = 'review') {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  if (level !== 'review')
    await requestJson(app, { method: 'PATCH', url: `/api/agents/${max.id}/trust`, cookie: owner.cookie, body: { level } })
  return { owner, companyId, agentId: max.id as string }
}

type DraftColumns = Partial<Omit<typeof agentDrafts.$inferInsert, 'company_id' | 'agent_id' | 'run_id'>>

/** A run of a lead.created event for Max and its draft, waiting for the draft job (status `writing`) unless `values` say otherwise. */
export async function writingDraft(app: FastifyInstance, ids: { companyId: string; agentId: string }, values: DraftColumns = {}) {
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', EVENT_EXAMPLES['lead.created'][0]!) }
  const outcome = runPlaybook('max', trigger, 0)!
  return insertRunAndDraft(app.db, ids, {
    review: true,
    to: outcome.email!.to,
    template_subject: outcome.email!.subject,
    template_text: outcome.email!.text,
    action: outcome.email!.action ?? null,
    facts: draftFacts(trigger, outcome),
    ...values,
  })
}
