// @both-databases: what drafts cost, reserved and settled by the draft job in the month's usage row
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AiCosts } from '@/shared/ai/ai-costs'
import { usageMonthOf } from '@/shared/ai/budget'
import { callCostMicros, DEFAULT_PRICE_TABLE } from '@/shared/ai/model-prices'
import { MONEY_BUDGET_REASON } from '@/shared/ai/writer'
import { companies } from '@/server/modules/accounts'
import { agentDrafts, agentEvents, agentRuns } from '@/server/modules/runtime'
import { requestJson } from '@/server/test/http'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { companyWithMax, writingDraft } from '@/server/test/writing-fixtures'
import { UNREADABLE_KEY_REASON } from './draft-compose'
import { writeDraft, type DraftJobContext } from './draft-job'
import { aiTokenUsage, companyAiSettings } from './schema'
import { monthUsage } from './token-budget'
import { startWritingTestApp } from './test-draft-context'

// Cost in money (docs/decisions/132-cost-in-money.md): each draft keeps what its calls cost, the month's usage row the
// sum, Settings → AI shows both and the cost per outcome; past the budget the templates write and say so. The operator's
// model is gpt-4o-mini behind a local OpenAI-compatible server that answers from a script, so its price is known.
let app: FastifyInstance
let model: ScriptedModelServer
let context: DraftJobContext
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, model, context, close } = await startWritingTestApp('gpt-4o-mini'))
})
afterAll(() => close())
beforeEach(() => model.script([]))

const draftRow = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!
const costs = async (cookie: string) => (await requestJson(app, { url: '/api/company/ai/costs', cookie })).json() as AiCosts

describe('cost per run', () => {
  it('keeps each draft’s cost, adds it to the month, and Settings → AI shows the same figures', async () => {
    const max = await companyWithMax(app)
    const first = await writingDraft(app, max)
    const second = await writingDraft(app, max)
    await writeDraft(context, first.draftId)
    await writeDraft(context, second.draftId)
    const drafts = [await draftRow(first.draftId), await draftRow(second.draftId)]
    for (const draft of drafts) {
      expect(draft).toMatchObject({ writer: 'model', fallback_kind: null })
      expect(draft.cost_micros).toBe(callCostMicros(DEFAULT_PRICE_TABLE, 'gpt-4o-mini', draft.input_tokens!, draft.output_tokens!))
      expect(draft.cost_micros).toBeGreaterThan(0)
    }
    const total = drafts[0]!.cost_micros! + drafts[1]!.cost_micros!
    expect((await monthUsage(app.db, max.companyId)).costMicros).toBe(total)

    const page = await costs(max.owner.cookie)
    expect(page).toMatchObject({ currency: 'USD', asOf: DEFAULT_PRICE_TABLE.asOf, spentMicros: total, calls: 2, otherMicros: 0 })
    expect(page.model).toEqual({ name: 'gpt-4o-mini', priced: true })
    expect(page.agents).toEqual([{ agentId: max.agentId, name: 'Max', costMicros: total, pricedDrafts: 2, unpricedDrafts: 0 }])
    expect(page.months[0]).toEqual({ month: usageMonthOf(new Date()).slice(0, 7), costMicros: total, calls: 2 })
  })

  it('adds a second writing’s cost to the run’s, and shows the month’s earlier months', async () => {
    const max = await companyWithMax(app)
    const { draftId } = await writingDraft(app, max)
    await app.db.update(agentDrafts).set({ cost_micros: 1_000 }).where(eq(agentDrafts.id, draftId))
    await writeDraft(context, draftId)
    const draft = await draftRow(draftId)
    expect(draft.cost_micros).toBe(1_000 + callCostMicros(DEFAULT_PRICE_TABLE, 'gpt-4o-mini', draft.input_tokens!, draft.output_tokens!)!)
    await app.db
      .insert(aiTokenUsage)
      .values({ company_id: max.companyId, month: '2026-01-01', tokens: 5_000, calls: 4, cost_micros: 2_500 })
    expect((await costs(max.owner.cookie)).months.at(-1)).toEqual({ month: '2026-01', costMicros: 2_500, calls: 4 })
  })
})

describe('cost per outcome', () => {
  it('divides the agent’s cost of the month by the outcomes its business reported, and says why when it cannot', async () => {
    const max = await companyWithMax(app)
    let page = await costs(max.owner.cookie)
    expect(page.outcomes).toEqual([
      expect.objectContaining({ agentName: 'Max', label: 'Meeting booked', count: 0, perOutcomeMicros: null, note: expect.any(String) }),
    ])
    const { draftId } = await writingDraft(app, max)
    await writeDraft(context, draftId)
    // Two meetings booked this month and one last month, as the events API stores them (already processed).
    const meeting = { lead_id: 'l1', name: 'Ada', email: 'ada@example.com', starts_at: '2026-12-01T10:00:00Z' }
    const event = (receivedAt: Date) => ({
      company_id: max.companyId,
      type: 'meeting.booked',
      data: meeting,
      received_at: receivedAt,
      processed_at: receivedAt,
    })
    const lastMonth = new Date(`${usageMonthOf(new Date())}T00:00:00Z`)
    lastMonth.setUTCDate(lastMonth.getUTCDate() - 1)
    await app.db.insert(agentEvents).values([event(new Date()), event(new Date()), event(lastMonth)])
    page = await costs(max.owner.cookie)
    const cost = (await draftRow(draftId)).cost_micros!
    expect(page.outcomes).toEqual([
      {
        agentId: max.agentId,
        agentName: 'Max',
        label: 'Meeting booked',
        plural: 'meetings booked',
        count: 2,
        perOutcomeMicros: Math.round(cost / 2),
        note: null,
      },
    ])
  })
})

describe('past the budget in money', () => {
  it('writes with the template, says so, and calls no model', async () => {
    const max = await companyWithMax(app)
    await app.db.insert(companyAiSettings).values({ company_id: max.companyId, monthly_budget_cents: 100 })
    // $0.9995 of $1.00: the next e-mail's largest cost with gpt-4o-mini ($0.0009) no longer fits.
    await app.db.insert(aiTokenUsage).values({ company_id: max.companyId, month: usageMonthOf(new Date()), cost_micros: 999_500 })
    const { draftId, runId } = await writingDraft(app, max)
    const calls = model.requests.length
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({
      status: 'awaiting',
      writer: 'template',
      fallback_reason: MONEY_BUDGET_REASON,
      fallback_kind: 'budget',
      cost_micros: null,
    })
    expect(model.requests.length).toBe(calls)
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, runId))
    expect(run!.steps?.at(-1)).toBe(`Used the template: ${MONEY_BUDGET_REASON}; it waits in Approvals`)
    const status = (await requestJson(app, { url: '/api/ai/status', cookie: max.owner.cookie })).json()
    expect(status.budget.state).toBe('reached')
  })
})

describe('why the template wrote', () => {
  it('records the kind of each fallback', async () => {
    const max = await companyWithMax(app)
    const kindAfter = async (script: Parameters<ScriptedModelServer['script']>[0]) => {
      const { draftId } = await writingDraft(app, max)
      model.script(script)
      await writeDraft(context, draftId)
      return (await draftRow(draftId)).fallback_kind
    }
    expect(await kindAfter([{ content: 'Sure! Here is an e-mail for Ada.' }])).toBe('refused')
    const priced = { draft: { subject: 'Your plan', body: 'Hi Ada, our package costs $500 a month.', facts_used: [] } }
    expect(await kindAfter([priced, priced])).toBe('refused')

    // A company model whose key this server cannot read (with Local processing off), then Local processing ruling it out.
    await app.db.update(companies).set({ local_processing: false }).where(eq(companies.id, max.companyId))
    await app.db
      .insert(companyAiSettings)
      .values({ company_id: max.companyId, provider: 'openai', model: 'gpt-4o', api_key_ciphertext: 'not-readable', api_key_hint: 'abcd' })
    const { draftId } = await writingDraft(app, max)
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({ fallback_kind: 'setup', fallback_reason: UNREADABLE_KEY_REASON })
    await app.db.update(companies).set({ local_processing: true }).where(eq(companies.id, max.companyId))
    expect(await kindAfter([])).toBe('privacy')

    // Last, and in a company of its own: an answer after it would have its draft written again (provider-outage.test.ts).
    const other = await companyWithMax(app)
    const unavailable = { status: 503, retryAfter: '0' }
    model.script([unavailable, unavailable, unavailable])
    const { draftId: failed } = await writingDraft(app, other)
    await writeDraft(context, failed)
    expect(await draftRow(failed)).toMatchObject({ writer: 'template', fallback_kind: 'provider', model: 'gpt-4o-mini' })
  })
})
