// @both-databases: a refusal moves an agent off Autopilot in the draft job's transaction, under the agent's row lock
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { parseEvent } from '@/shared/schemas/events'
import { demotionReason } from '@/shared/schemas/trust-ladder'
import { agentDrafts, agents, agentTrustChanges } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { registerUser, requestJson } from '@/server/test/http'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'
import { writeDraft, type DraftJobContext } from './draft-job'

// The trust ladder's refusals (docs/decisions/130-trust-ladder.md): the checks refusing a model's text twice is a miss,
// and more than 3 in an agent's last 20 move it from Autopilot back to Review in the transaction that records it.
let app: FastifyInstance
let close: () => Promise<void>
let model: ScriptedModelServer
let context: DraftJobContext
beforeAll(async () => {
  model = await startScriptedModelServer()
  ;({ app, close } = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: model.baseUrl }))
  context = {
    db: app.db,
    jobs: app.jobs,
    mail: { productName: 'AgentWorks', publicUrl: app.publicUrl },
    server: app.aiWriting.serverModel,
    timeoutMs: 10_000,
    encryptionKey: null,
    policy: { allowPrivate: false },
  }
})
afterAll(async () => {
  await close()
  await model.close()
})

const PRICED = { draft: { subject: 'Your plan', body: 'Hi Ada, our package costs $500 a month.', facts_used: [] } }

/** Max on Autopilot (or in Shadow) with `refused` earlier refusals, and a new draft of his being written. */
async function maxWith(level: 'autopilot' | 'shadow', refused: number) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  await requestJson(app, { method: 'PATCH', url: `/api/agents/${max.id}/trust`, cookie: owner.cookie, body: { level } })
  const ids = { companyId, agentId: max.id as string }
  const base = { to: 'ada@example.com', template_subject: 'Hi', template_text: 'Hi Ada', facts: [], subject: 'Hi', body: 'Hi Ada' }
  for (let index = 0; index < refused; index++)
    await insertRunAndDraft(app.db, ids, {
      ...base,
      status: 'sent',
      review: false,
      writer: 'template',
      model: 'llama3.1',
      fallback_reason: 'It stated a price your business did not give ("$500")',
      created_at: new Date(Date.now() - (index + 1) * 60_000),
    })
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', EVENT_EXAMPLES['lead.created'][0]!) }
  const outcome = runPlaybook('max', trigger, 0)!
  const { draftId } = await insertRunAndDraft(app.db, ids, {
    review: level !== 'autopilot',
    shadow: level === 'shadow',
    to: outcome.email!.to,
    template_subject: outcome.email!.subject,
    template_text: outcome.email!.text,
    facts: draftFacts(trigger, outcome),
  })
  return { ...ids, draftId }
}

const levelOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.trust_level

describe('refusals on the trust ladder', () => {
  it('moves an agent on Autopilot back to Review when a refusal makes 4 of its last 20, with the reason', async () => {
    const { agentId, draftId } = await maxWith('autopilot', 3)
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await levelOf(agentId)).toBe('review')
    // The owner's move to Autopilot, then the product's move back.
    const changes = await app.db.select().from(agentTrustChanges).where(eq(agentTrustChanges.agent_id, agentId))
    expect(changes).toHaveLength(2)
    expect(changes.find((each) => each.automatic)).toMatchObject({ from_level: 'autopilot', to_level: 'review', reason: demotionReason(4) })
  })

  it('keeps an agent on Autopilot at 3 refusals of its last 20', async () => {
    const { agentId, draftId } = await maxWith('autopilot', 2)
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await levelOf(agentId)).toBe('autopilot')
  })

  it("keeps a Shadow agent's model-written e-mail unsent, with the shadow status and step", async () => {
    const { agentId, draftId } = await maxWith('shadow', 0)
    model.script([])
    await writeDraft(context, draftId)
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, draftId))
    expect(draft).toMatchObject({ status: 'shadow', writer: 'model', review: false })
    expect(
      await app.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.dedupe_key, `draft:${draftId}`)),
    ).toEqual([])
    expect((await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.awaiting_approvals).toBe(0)
  })
})
