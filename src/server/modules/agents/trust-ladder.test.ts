// @both-databases: a rejection moves an agent off Autopilot in the transaction that records it, under the agent's row lock
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { DEMOTION_RULE, demotionReason } from '@/shared/schemas/trust-ladder'
import { agentDrafts, agentRuns, agents, agentTrustChanges } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'

// The trust ladder (docs/decisions/130-trust-ladder.md) through the API: who may move an agent, the evidence beside the
// suggestion, Shadow drafts that never go, and the automatic move back to Review. One app serves the file, on the
// worker's shared database, as in the module's other test files.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

type Company = { cookie: string; companyId: string; agentId: string; userId: string }

async function createCompany(): Promise<Company> {
  const owner = await registerUser(app, { full_name: 'Ada Lovelace', company_name: 'Acme' })
  await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  expect(deployed.statusCode, deployed.body).toBe(200)
  return { cookie: owner.cookie, companyId: owner.user.company_id, agentId: deployed.json()[0].id, userId: owner.user.id }
}

const trustOf = (cookie: string, agentId: string) => requestJson(app, { url: `/api/agents/${agentId}/trust`, cookie })
const move = (cookie: string, agentId: string, body: unknown) =>
  requestJson(app, { method: 'PATCH', url: `/api/agents/${agentId}/trust`, cookie, body })
const agentOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!

type Seed = { days?: number; status?: 'approved' | 'rejected' | 'sent' | 'awaiting'; edited?: boolean; refused?: boolean }

/** A draft of the agent, written `days` ago and decided then (a person's verdict unless it went on its own). */
async function seedDraft(
  { companyId, agentId, userId }: Company,
  { days = 1, status = 'approved', edited = false, refused = false }: Seed,
) {
  const at = new Date(Date.now() - days * 86_400_000)
  const decided = status === 'approved' || status === 'rejected'
  return insertRunAndDraft(
    app.db,
    { companyId, agentId },
    {
      status,
      review: status !== 'sent',
      to: 'grace@example.com',
      template_subject: 'Thanks',
      template_text: 'Hi Grace, thanks.',
      facts: [],
      subject: 'Thanks',
      body: 'Hi Grace, thanks.',
      writer: refused ? 'template' : 'model',
      model: 'llama3',
      fallback_reason: refused ? 'It stated a price your business did not give ("$500")' : null,
      edited,
      decided_by: decided ? userId : null,
      decided_at: status === 'awaiting' ? null : at,
      rejection_reason: status === 'rejected' ? 'Off' : null,
      created_at: at,
      written_at: at,
    },
  )
}

async function seedMany(company: Company, count: number, seed: Seed = {}) {
  for (let index = 0; index < count; index++) await seedDraft(company, seed)
}

describe('moving an agent on the trust ladder', () => {
  it('starts a new agent in Review and lets only the owner move it, recording each move with who and when', async () => {
    const company = await createCompany()
    expect(await agentOf(company.agentId)).toMatchObject({ trust_level: 'review', review_before_send: true })

    const member = await joinAsMember(app, company.cookie)
    expect((await move(member, company.agentId, { level: 'autopilot' })).statusCode).toBe(403)
    expect((await trustOf(member, company.agentId)).statusCode).toBe(403)
    expect((await move('', company.agentId, { level: 'autopilot' })).statusCode).toBe(401)

    const autopilot = await move(company.cookie, company.agentId, { level: 'autopilot' })
    expect(autopilot.statusCode, autopilot.body).toBe(200)
    expect(autopilot.json()).toMatchObject({ trust_level: 'autopilot', review_before_send: false })
    expect((await move(company.cookie, company.agentId, { level: 'shadow' })).json()).toMatchObject({
      trust_level: 'shadow',
      review_before_send: true,
    })
    // The same level again records nothing.
    expect((await move(company.cookie, company.agentId, { level: 'shadow' })).statusCode).toBe(200)

    const view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.level).toBe('shadow')
    expect(view.changes).toMatchObject([
      { from_level: 'autopilot', to_level: 'shadow', changed_by_name: 'Ada Lovelace', automatic: false },
      { from_level: 'review', to_level: 'autopilot', changed_by_name: 'Ada Lovelace', automatic: false },
    ])
    expect(view.changes[0].created_at).toEqual(expect.any(String))
  })

  it('answers 400 with the reason for a level that does not exist or a malformed id, 404 for another company’s agent', async () => {
    const company = await createCompany()
    for (const body of [{ level: 'yolo' }, {}, { level: 'review', extra: 1 }, { level: null }]) {
      const refused = await move(company.cookie, company.agentId, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().message).toEqual(expect.any(String))
    }
    expect((await move(company.cookie, 'not-a-uuid', { level: 'review' })).statusCode).toBe(400)
    const other = await createCompany()
    expect((await move(other.cookie, company.agentId, { level: 'autopilot' })).statusCode).toBe(404)
    expect((await trustOf(other.cookie, company.agentId)).statusCode).toBe(404)
    expect((await agentOf(company.agentId)).trust_level).toBe('review')
  })

  it('keeps the older review switch in step: off is Autopilot, on is Review', async () => {
    const company = await createCompany()
    const review = (on: boolean) =>
      requestJson(app, {
        method: 'PATCH',
        url: `/api/agents/${company.agentId}/review`,
        cookie: company.cookie,
        body: { reviewBeforeSend: on },
      })
    expect((await review(false)).json()).toMatchObject({ trust_level: 'autopilot', review_before_send: false })
    expect((await review(true)).json()).toMatchObject({ trust_level: 'review', review_before_send: true })
    expect((await trustOf(company.cookie, company.agentId)).json().changes).toHaveLength(2)
  })
})

describe('the evidence beside the suggestion', () => {
  it('suggests Autopilot only with 50 reviewed drafts in 30 days, 90% approved as written and no refusal in the last 50', async () => {
    const company = await createCompany()
    // Older than the window: not counted.
    await seedMany(company, 10, { days: 40 })
    await seedMany(company, 44)
    await seedMany(company, 5, { edited: true })
    let view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.evidence).toMatchObject({ reviewed: 49, approved_unedited: 44, refusals_recent: 0 })
    expect(view.suggest_autopilot).toBe(false)

    await seedDraft(company, {})
    view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.evidence).toMatchObject({ reviewed: 50, approved_unedited: 45 })
    expect(view.suggest_autopilot).toBe(true)

    // One refusal among its latest drafts withdraws the suggestion.
    await seedDraft(company, { status: 'sent', refused: true, days: 0 })
    view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.evidence.refusals_recent).toBe(1)
    expect(view.suggest_autopilot).toBe(false)
  })

  it('does not suggest Autopilot below 90% approved as written', async () => {
    const company = await createCompany()
    await seedMany(company, 45)
    await seedMany(company, 6, { status: 'rejected' })
    const view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.evidence).toMatchObject({ reviewed: 51, approved_unedited: 45 })
    expect(view.suggest_autopilot).toBe(false)
  })
})

describe('back to Review on its own', () => {
  it('moves an agent on Autopilot back to Review when a rejection makes more than 3 of its last 20, and says why', async () => {
    const company = await createCompany()
    await move(company.cookie, company.agentId, { level: 'autopilot' })
    await seedMany(company, 16, { status: 'sent' })
    await seedMany(company, DEMOTION_RULE.maxMisses - 1, { status: 'rejected' })
    await seedDraft(company, { status: 'sent', refused: true })
    const first = await seedDraft(company, { status: 'awaiting', days: 0 })
    const second = await seedDraft(company, { status: 'awaiting', days: 0 })
    const reject = (draftId: string) =>
      requestJson(app, { method: 'POST', url: `/api/approvals/${draftId}/reject`, cookie: company.cookie, body: { reason: 'Wrong' } })

    // Two rejections and a refusal among its last 20; this rejection makes four, more than 3.
    expect((await reject(first.draftId)).statusCode).toBe(200)
    expect(await agentOf(company.agentId)).toMatchObject({ trust_level: 'review', review_before_send: true })
    const view = (await trustOf(company.cookie, company.agentId)).json()
    expect(view.changes[0]).toMatchObject({
      from_level: 'autopilot',
      to_level: 'review',
      automatic: true,
      changed_by_name: null,
      reason: demotionReason(4),
    })
    // Already in Review: a further rejection records nothing.
    expect((await reject(second.draftId)).statusCode).toBe(200)
    expect((await app.db.select().from(agentTrustChanges).where(eq(agentTrustChanges.agent_id, company.agentId))).length).toBe(2)
  })

  it('leaves an agent on Autopilot with 3 misses in its last 20', async () => {
    const company = await createCompany()
    await move(company.cookie, company.agentId, { level: 'autopilot' })
    await seedMany(company, 17, { status: 'sent' })
    await seedMany(company, 2, { status: 'rejected' })
    const { draftId } = await seedDraft(company, { status: 'awaiting', days: 0 })
    await requestJson(app, { method: 'POST', url: `/api/approvals/${draftId}/reject`, cookie: company.cookie, body: { reason: 'Off' } })
    expect((await agentOf(company.agentId)).trust_level).toBe('autopilot')
  })
})

describe('Shadow', () => {
  it("writes and keeps a Shadow agent's e-mail, never sends it, and says so on the run", async () => {
    const company = await createCompany()
    await move(company.cookie, company.agentId, { level: 'shadow' })
    const lead = { ...EVENT_EXAMPLES['lead.created'][0]!, email: 'shadow.lead@example.com' }
    const posted = await requestJson(app, {
      method: 'POST',
      url: '/api/events',
      cookie: company.cookie,
      body: { type: 'lead.created', data: lead },
    })
    expect(posted.statusCode, posted.body).toBe(202)
    const [draft] = await waitFor(
      () => app.db.select().from(agentDrafts).where(eq(agentDrafts.agent_id, company.agentId)),
      (rows) => rows.length === 1 && rows[0]!.status !== 'writing',
      { what: 'the shadow draft' },
    )
    expect(draft).toMatchObject({ status: 'shadow', shadow: true, writer: 'template' })
    expect(draft!.body).toContain(lead.name.split(' ')[0])
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, draft!.run_id))
    expect(run!.steps!.at(-1)).toBe('Shadow: it is kept for you to read and never sent.')
    expect(
      await app.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.dedupe_key, `draft:${draft!.id}`)),
    ).toEqual([])
    expect((await agentOf(company.agentId)).awaiting_approvals).toBe(0)

    // It cannot be approved into sending, and it is readable as a Shadow draft.
    const approved = await requestJson(app, {
      method: 'POST',
      url: `/api/approvals/${draft!.id}/approve`,
      cookie: company.cookie,
      body: { subject: 'Hi', body: 'Hi there' },
    })
    expect(approved.statusCode).toBe(409)
    expect(approved.json().message).toMatch(/Shadow/)
    const read = await requestJson(app, { url: `/api/approvals/${draft!.id}`, cookie: company.cookie })
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json().status).toBe('shadow')
  })
})
