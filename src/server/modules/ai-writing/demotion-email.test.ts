// @both-databases: the owner's e-mail queued in the transaction that moves an agent back to Review
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demotionReason } from '@/shared/schemas/trust-ladder'
import { agents, agentTrustChanges } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { joinAsMember, requestJson } from '@/server/test/http'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { companyWithMax, writingDraft } from '@/server/test/writing-fixtures'
import { writeDraft, type DraftJobContext } from './draft-job'
import { startWritingTestApp } from './test-draft-context'

// When the product moves an agent back to Review by itself it tells the owner why (docs/decisions/130-trust-ladder.md):
// one e-mail per owner and demotion, through the outbox, with the reason and a link to the agent's page. A provider
// that does not answer is not the agent's miss (docs/decisions/133-provider-outages.md).
let app: FastifyInstance
let model: ScriptedModelServer
let context: DraftJobContext
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, model, context, close } = await startWritingTestApp('llama3.1'))
})
afterAll(() => close())
beforeEach(() => model.script([]))

const PRICED = { draft: { subject: 'Your plan', body: 'Hi Ada, our package costs $500 a month.', facts_used: [] } }

/** Max on Autopilot with `refused` earlier drafts whose model text the checks refused. */
async function maxOnAutopilot(refused: number) {
  const max = await companyWithMax(app, 'autopilot')
  const base = { to: 'ada@example.com', template_subject: 'Hi', template_text: 'Hi Ada', facts: [], subject: 'Hi', body: 'Hi Ada' }
  for (let index = 0; index < refused; index++)
    await insertRunAndDraft(app.db, max, {
      ...base,
      status: 'sent',
      review: false,
      writer: 'template',
      model: 'llama3.1',
      fallback_reason: 'It stated a price your business did not give ("$500")',
      fallback_kind: 'refused',
      created_at: new Date(Date.now() - (index + 1) * 60_000),
    })
  return max
}

const demotionMails = (companyId: string) =>
  app.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.company_id, companyId), like(emailMessages.dedupe_key, 'trust-demotion:%')))
const levelOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.trust_level

describe('the demotion e-mail', () => {
  it('tells each owner why, with a link to the agent’s page, once per demotion, when refusals move an agent back', async () => {
    const max = await maxOnAutopilot(3)
    await joinAsMember(app, max.owner.cookie)
    const { draftId } = await writingDraft(app, max, { review: false })
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await levelOf(max.agentId)).toBe('review')
    const [change] = await app.db
      .select()
      .from(agentTrustChanges)
      .where(and(eq(agentTrustChanges.agent_id, max.agentId), eq(agentTrustChanges.automatic, true)))
    const mails = await demotionMails(max.companyId)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to: max.owner.input.email,
      subject: 'Max is back in Review: its e-mails wait for your approval',
      dedupe_key: `trust-demotion:${change!.id}:${max.owner.input.email}`,
    })
    expect(mails[0]!.text).toContain(`We moved Max from Autopilot back to Review: ${demotionReason(4)}`)
    expect(mails[0]!.text).toContain(`${app.publicUrl}/dashboard/agents/${max.agentId}`)

    // Another refusal while it is in Review moves nothing and tells nobody again.
    const next = await writingDraft(app, max)
    model.script([PRICED, PRICED])
    await writeDraft(context, next.draftId)
    expect(await demotionMails(max.companyId)).toHaveLength(1)
  })

  it('tells the owner when a person’s rejection moves the agent back', async () => {
    const max = await maxOnAutopilot(3)
    const { draftId } = await writingDraft(app, max, { status: 'awaiting', writer: 'model', subject: 'Hi', body: 'Hi Ada' })
    const rejected = await requestJson(app, {
      method: 'POST',
      url: `/api/approvals/${draftId}/reject`,
      cookie: max.owner.cookie,
      body: { reason: 'Too pushy', teach: false },
    })
    expect(rejected.statusCode).toBe(200)
    expect(await levelOf(max.agentId)).toBe('review')
    const mails = await demotionMails(max.companyId)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(demotionReason(4))
  })

  it('is not sent, nor the agent moved, when the provider did not answer', async () => {
    const max = await maxOnAutopilot(3)
    const { draftId } = await writingDraft(app, max, { review: false })
    const unavailable = { status: 503, retryAfter: '0' }
    model.script([unavailable, unavailable, unavailable])
    await writeDraft(context, draftId)
    expect(await levelOf(max.agentId)).toBe('autopilot')
    expect(await demotionMails(max.companyId)).toEqual([])
  })
})
