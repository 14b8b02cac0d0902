import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OVERDUE_APPROVAL_MS } from '@/shared/ai/draft'
import { companies, users } from '@/server/modules/accounts'
import { agentDrafts, agentRuns, agents, type AgentChange } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'
import { expireWaitingDrafts, sendReviewNotes } from './waiting-drafts-sweep'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

type Company = { cookie: string; companyId: string; agentId: string }

async function createCompany(fullName = 'Ada Lovelace'): Promise<Company> {
  const owner = await registerUser(app, { full_name: fullName, company_name: 'Acme' })
  await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  expect(deployed.statusCode, deployed.body).toBe(200)
  return { cookie: owner.cookie, companyId: owner.user.company_id, agentId: deployed.json()[0].id }
}

/** A draft as the writing job leaves it for review: its run, the draft awaiting, the agent's counter up by one. */
async function insertDraft({ companyId, agentId }: Company, { createdAt = new Date(), to = 'grace@example.com' } = {}) {
  const { draftId } = await insertRunAndDraft(
    app.db,
    { companyId, agentId },
    {
      status: 'awaiting',
      review: true,
      to,
      template_subject: 'Thanks for reaching out',
      template_text: 'Hi Grace, thanks for reaching out.',
      action: 'Pick a time',
      facts: [
        { label: 'name', value: 'Grace Hopper', personal: true },
        { label: 'email', value: to, personal: true },
        { label: 'decision', value: 'Score 80: hot lead', personal: false },
      ],
      subject: 'Grace, a time to talk?',
      body: 'Hi Grace, your team of 40 fits our plan well.',
      facts_used: ['Score 80: hot lead'],
      writer: 'model',
      provider: 'openai-compatible',
      model: 'llama3',
      input_tokens: 300,
      output_tokens: 80,
      latency_ms: 900,
      created_at: createdAt,
      written_at: createdAt,
    },
  )
  await app.db
    .update(agents)
    .set({ awaiting_approvals: sql`${agents.awaiting_approvals} + 1` })
    .where(eq(agents.id, agentId))
  return draftId
}

const get = (url: string, cookie: string) => requestJson(app, { url, cookie })
const approve = (cookie: string, id: string, body: unknown = { subject: 'Grace, a time to talk?', body: 'Hi Grace, let us talk.' }) =>
  requestJson(app, { method: 'POST', url: `/api/approvals/${id}/approve`, cookie, body })
const reject = (cookie: string, id: string, reason = 'Too pushy') =>
  requestJson(app, { method: 'POST', url: `/api/approvals/${id}/reject`, cookie, body: { reason } })
const emailsOf = (id: string) =>
  app.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.dedupe_key, `draft:${id}`))
const agentOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!

describe('the Approvals inbox', () => {
  it('lists awaiting drafts newest first, a page at a time, with the agent, the overdue flag and the summary', async () => {
    const company = await createCompany()
    const old = await insertDraft(company, { createdAt: new Date(Date.now() - OVERDUE_APPROVAL_MS - 60_000) })
    const fresh: string[] = []
    for (let index = 0; index < 20; index += 1) fresh.push(await insertDraft(company, { createdAt: new Date(Date.now() - index * 1000) }))

    const first = await get('/api/approvals?status=awaiting', company.cookie)
    expect(first.statusCode, first.body).toBe(200)
    const page = first.json()
    expect(page.items.map((item: { id: string }) => item.id)).toEqual(fresh)
    expect(page.items[0]).toMatchObject({
      agent: { id: company.agentId, name: 'Max' },
      to: 'grace@example.com',
      subject: 'Grace, a time to talk?',
      writer: 'model',
      status: 'awaiting',
      overdue: false,
    })
    const second = (await get(`/api/approvals?status=awaiting&cursor=${page.next_cursor}`, company.cookie)).json()
    expect(second.items).toMatchObject([{ id: old, overdue: true }])
    expect(second.next_cursor).toBeNull()
    expect((await get('/api/approvals?status=approved', company.cookie)).json()).toEqual({ items: [], next_cursor: null })

    const summary = (await get('/api/approvals/summary', company.cookie)).json()
    expect(summary).toMatchObject({ awaiting: 21, overdue: 1 })
    expect(Date.parse(summary.oldestAwaitingAt)).toBeLessThan(Date.now() - OVERDUE_APPROVAL_MS)
  })

  it('shows one draft with its facts, template and writer; another company’s is not found', async () => {
    const company = await createCompany()
    const stranger = await createCompany()
    const id = await insertDraft(company)
    const detail = await get(`/api/approvals/${id}`, company.cookie)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json()).toMatchObject({
      id,
      // The recipient's address is not among them: no writer is given it.
      facts: [
        { label: 'name', value: 'Grace Hopper' },
        { label: 'decision', value: 'Score 80: hot lead' },
      ],
      template_subject: 'Thanks for reaching out',
      template_text: 'Hi Grace, thanks for reaching out.',
      action: 'Pick a time',
      body: 'Hi Grace, your team of 40 fits our plan well.',
      facts_used: ['Score 80: hot lead'],
      provider: 'openai-compatible',
      model: 'llama3',
      input_tokens: 300,
      output_tokens: 80,
      latency_ms: 900,
      edited: false,
      decided_by: null,
    })
    expect(detail.json().facts[0]).not.toHaveProperty('personal')
    for (const response of [
      await get(`/api/approvals/${id}`, stranger.cookie),
      await approve(stranger.cookie, id),
      await reject(stranger.cookie, id),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Draft not found' })
    }
    expect((await agentOf(company.agentId)).awaiting_approvals).toBe(1)
  })
})

describe('approving a draft', () => {
  it('queues the text as the reviewer left it, signed by the agent, and records who and that it was edited', async () => {
    const company = await createCompany()
    const member = await joinAsMember(app, company.cookie)
    const id = await insertDraft(company)
    // A draft waiting is its own figure, not lost health (docs/decisions/121-review-backlog.md).
    expect((await get('/api/agents', company.cookie)).json()[0]).toMatchObject({ health: 100, awaiting_approvals: 1 })

    const changes: AgentChange[] = []
    const unsubscribe = app.agentChanges.subscribe(company.companyId, (change) => changes.push(change))
    const response = await approve(member, id, { subject: 'A time to talk, Grace?', body: 'Hi Grace, shall we talk on Monday?' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ draft: { status: 'approved', edited: true, decided_by: 'Member Of Staff' }, email: null })

    const [email] = await emailsOf(id)
    expect(email).toMatchObject({ to: 'grace@example.com', subject: 'A time to talk, Grace?', company_id: company.companyId })
    expect(email!.text).toContain('Hi Grace, shall we talk on Monday?')
    expect(email!.text).toContain('Max from Acme')
    expect(email).toMatchObject({ from_name: 'Acme', reply_to: null })
    expect(await agentOf(company.agentId)).toMatchObject({ awaiting_approvals: 0 })
    expect((await get('/api/agents', company.cookie)).json()[0]).toMatchObject({ health: 100 })
    await waitFor(
      () => changes,
      (seen) => seen.some((change) => change.approvals && change.agent_ids.includes(company.agentId)),
      { what: 'the approval’s change notice' },
    )
    unsubscribe()
  })

  it('is not edited when the text is left as written', async () => {
    const company = await createCompany()
    const id = await insertDraft(company)
    const response = await approve(company.cookie, id, {
      subject: 'Grace, a time to talk?',
      body: 'Hi Grace, your team of 40 fits our plan well.',
    })
    expect(response.json().draft.edited).toBe(false)
  })

  it('sends once when two people approve at the same time, and the later one learns who decided', async () => {
    const company = await createCompany('Ada Lovelace')
    const id = await insertDraft(company)
    const answers = await Promise.all([approve(company.cookie, id), approve(company.cookie, id)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ message: 'Already approved by Ada Lovelace' })
    expect(await emailsOf(id)).toHaveLength(1)
    expect((await agentOf(company.agentId)).awaiting_approvals).toBe(0)
  })

  it('keeps only a masked copy once sent when the company keeps only what a run needs', async () => {
    const company = await createCompany()
    await app.db.update(companies).set({ data_collection: false }).where(eq(companies.id, company.companyId))
    const id = await insertDraft(company)
    expect((await approve(company.cookie, id, { subject: 'Grace Hopper, a time?', body: 'Hi Grace.' })).statusCode).toBe(200)
    const [email] = await emailsOf(id)
    expect(email!.kept_after_send).toEqual({ to: 'g•••@•••.com', subject: 'G••• H•••, a time?' })
  })

  it('refuses a bad text and writes nothing', async () => {
    const company = await createCompany()
    const id = await insertDraft(company)
    const response = await approve(company.cookie, id, { subject: ' ', body: 'Hi' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
    expect(await emailsOf(id)).toHaveLength(0)
    expect((await get(`/api/approvals/${id}`, company.cookie)).json().status).toBe('awaiting')
  })
})

describe('checking a reviewer’s edit before it is approved', () => {
  const check = (cookie: string, id: string, body: unknown) =>
    requestJson(app, { method: 'POST', url: `/api/approvals/${id}/check`, cookie, body })

  it('warns, in plain words, about what the draft’s facts do not stand behind, and writes nothing', async () => {
    const company = await createCompany()
    const id = await insertDraft(company)
    const promised = await check(company.cookie, id, { subject: 'Grace, a time?', body: 'Hi Grace, we will refund you in full today.' })
    expect(promised.statusCode, promised.body).toBe(200)
    expect(promised.json()).toEqual({ warning: 'It promised a refund your business did not decide on ("refund")' })
    const secret = await check(company.cookie, id, { subject: 'Grace, a time?', body: 'Hi Grace, please send your password.' })
    expect(secret.json().warning).toMatch(/^It asked the reader for a password/)
    const plain = await check(company.cookie, id, { subject: 'Grace, a time to talk?', body: 'Hi Grace Hopper, shall we talk?' })
    expect(plain.json()).toEqual({ warning: null })
    expect((await get(`/api/approvals/${id}`, company.cookie)).json()).toMatchObject({ status: 'awaiting', edited: false })
  })

  it('answers 401 without a session, 400 for a bad text and 404 for another company’s draft', async () => {
    const company = await createCompany()
    const id = await insertDraft(company)
    expect((await check('', id, { subject: 'Hi', body: 'Hi' })).statusCode).toBe(401)
    expect((await check(company.cookie, id, { subject: ' ', body: '\u0000' })).statusCode).toBe(400)
    const other = await createCompany('Grace Hopper')
    const foreign = await check(other.cookie, id, { subject: 'Hi', body: 'Hi' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: 'Draft not found' })
  })
})

describe('rejecting a draft', () => {
  it('records the reason and who, sends nothing, and a later decision is a 409', async () => {
    const company = await createCompany('Ada Lovelace')
    const id = await insertDraft(company)
    const response = await reject(company.cookie, id, 'We never promise a plan before the call')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().draft).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We never promise a plan before the call',
      decided_by: 'Ada Lovelace',
      decided_at: expect.any(String),
    })
    expect(await emailsOf(id)).toHaveLength(0)
    expect((await agentOf(company.agentId)).awaiting_approvals).toBe(0)
    expect((await get('/api/approvals?status=rejected', company.cookie)).json().items).toMatchObject([{ id }])

    for (const again of [await approve(company.cookie, id), await reject(company.cookie, id)]) {
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: 'Already rejected by Ada Lovelace' })
    }
    expect(await emailsOf(id)).toHaveLength(0)
  })
})

describe('review before send', () => {
  it('is on for a new agent; the owner switches it, a member may not', async () => {
    const company = await createCompany()
    const member = await joinAsMember(app, company.cookie)
    expect((await get(`/api/agents/${company.agentId}`, company.cookie)).json().agent).toMatchObject({ review_before_send: true })
    const patch = (cookie: string, reviewBeforeSend: unknown) =>
      requestJson(app, { method: 'PATCH', url: `/api/agents/${company.agentId}/review`, cookie, body: { reviewBeforeSend } })

    const refused = await patch(member, false)
    expect(refused.statusCode).toBe(403)
    expect((await agentOf(company.agentId)).review_before_send).toBe(true)

    const off = await patch(company.cookie, false)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ id: company.agentId, review_before_send: false })
    expect((await agentOf(company.agentId)).review_before_send).toBe(false)
    expect((await patch(company.cookie, 'no')).statusCode).toBe(400)
    expect((await patch(company.cookie, true)).json().review_before_send).toBe(true)
  })
})

// Waiting drafts on a fake clock (docs/decisions/127-one-message-per-person.md): the sweep is given its `now`.
describe('drafts waiting for review', () => {
  const DAY = 24 * 60 * 60 * 1000
  const CONTEXT = { productName: 'AgentWorks', publicUrl: 'https://app.example' }
  const draftRow = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!
  const notesTo = async (address: string) =>
    (await app.db.select().from(emailMessages).where(eq(emailMessages.to, address))).filter((mail) =>
      mail.subject.includes('waiting for your review'),
    )

  it('expire after the company’s days with a note on the run, and nothing is sent', async () => {
    const company = await createCompany()
    const now = new Date()
    const old = await insertDraft(company, { createdAt: new Date(now.getTime() - 3 * DAY - 60_000), to: 'old@example.com' })
    const young = await insertDraft(company, { createdAt: new Date(now.getTime() - 2 * DAY), to: 'young@example.com' })
    await app.db.transaction((tx) => expireWaitingDrafts(tx, now))
    const expired = await draftRow(old)
    expect(expired.status).toBe('expired')
    expect((await draftRow(young)).status).toBe('awaiting')
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, expired.run_id))
    expect(run!.steps!.at(-1)).toBe('The e-mail waited 3 days without review and expired; nothing was sent')
    expect((await agentOf(company.agentId)).awaiting_approvals).toBe(1)
    expect(await emailsOf(old)).toEqual([])

    // A company that allows a day expires the young one too, a day later.
    await app.db.update(companies).set({ draft_expiry_days: 1 }).where(eq(companies.id, company.companyId))
    await app.db.transaction((tx) => expireWaitingDrafts(tx, new Date(now.getTime() + DAY)))
    expect((await draftRow(young)).status).toBe('expired')
  })

  it('tell the owner by e-mail once a day while a draft has waited more than a day', async () => {
    const company = await createCompany()
    const [owner] = await app.db.select().from(users).where(eq(users.company_id, company.companyId))
    const now = new Date()
    await insertDraft(company, { createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000) })
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, now))
    expect(await notesTo(owner!.email)).toEqual([])

    await insertDraft(company, { createdAt: new Date(now.getTime() - DAY - 60_000) })
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, now))
    const [note] = await notesTo(owner!.email)
    expect(note!.subject).toBe('2 e-mails are waiting for your review')
    expect(note!.text).toContain('https://app.example/approvals')
    expect(note!.text).toContain('A draft that waits 3 days expires unsent.')

    // An hour later: no second note; a day later: the next one.
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, new Date(now.getTime() + 60 * 60 * 1000)))
    expect(await notesTo(owner!.email)).toHaveLength(1)
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, new Date(now.getTime() + DAY)))
    expect(await notesTo(owner!.email)).toHaveLength(2)
  })
})
