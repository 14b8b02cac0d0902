import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentDrafts, agentRuns, agents } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'
import { expireWaitingDrafts, sendReviewNotes } from './waiting-drafts-sweep'

// Waiting drafts on a fake clock (docs/decisions/127-one-message-per-person.md): the sweep is given its `now`.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const DAY = 24 * 60 * 60 * 1000
const CONTEXT = { productName: 'AgentWorks', publicUrl: 'https://app.example' }

async function companyWithMax() {
  const owner = await registerUser(app, { company_name: 'Acme' })
  await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  return { owner, companyId: owner.user.company_id, agentId: deployed.json()[0].id as string }
}

/** A draft waiting for review since `createdAt`, with its run, and the agent's count up by one. */
async function waitingDraft(companyId: string, agentId: string, createdAt: Date) {
  const [run] = await app.db
    .insert(agentRuns)
    .values({
      company_id: companyId,
      agent_id: agentId,
      dedupe_key: `test:${crypto.randomUUID()}`,
      trigger: 'lead.created',
      status: 'succeeded',
    })
    .returning({ id: agentRuns.id })
  const [draft] = await app.db
    .insert(agentDrafts)
    .values({
      company_id: companyId,
      agent_id: agentId,
      run_id: run!.id,
      status: 'awaiting',
      review: true,
      to: 'grace@example.com',
      template_subject: 'Thanks',
      template_text: 'Hi Grace, thanks.',
      facts: [],
      subject: 'Thanks',
      body: 'Hi Grace, thanks.',
      writer: 'template',
      created_at: createdAt,
    })
    .returning({ id: agentDrafts.id })
  await app.db
    .update(agents)
    .set({ awaiting_approvals: sql`${agents.awaiting_approvals} + 1` })
    .where(eq(agents.id, agentId))
  return { draftId: draft!.id, runId: run!.id }
}

const draftStatus = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!.status
const notesTo = async (address: string) =>
  (await app.db.select().from(emailMessages).where(eq(emailMessages.to, address))).filter((mail) =>
    mail.subject.includes('waiting for your review'),
  )

describe('drafts waiting for review', () => {
  it('expire after the company’s days with a note on the run, and nothing is sent', async () => {
    const { companyId, agentId } = await companyWithMax()
    const now = new Date()
    const old = await waitingDraft(companyId, agentId, new Date(now.getTime() - 3 * DAY - 60_000))
    const young = await waitingDraft(companyId, agentId, new Date(now.getTime() - 2 * DAY))
    await app.db.transaction((tx) => expireWaitingDrafts(tx, now))
    expect(await draftStatus(old.draftId)).toBe('expired')
    expect(await draftStatus(young.draftId)).toBe('awaiting')
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, old.runId))
    expect(run!.steps!.at(-1)).toBe('The e-mail waited 3 days without review and expired; nothing was sent')
    const [agent] = await app.db.select().from(agents).where(eq(agents.id, agentId))
    expect(agent!.awaiting_approvals).toBe(1)
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.to, 'grace@example.com'))).toEqual([])

    // A company that allows a day expires the young one too, a day later.
    await app.db.execute(sql`update companies set draft_expiry_days = 1 where id = ${companyId}`)
    await app.db.transaction((tx) => expireWaitingDrafts(tx, new Date(now.getTime() + DAY)))
    expect(await draftStatus(young.draftId)).toBe('expired')
  })

  it('tell the owner by e-mail once a day while a draft has waited more than a day', async () => {
    const { owner, companyId, agentId } = await companyWithMax()
    const now = new Date()
    await waitingDraft(companyId, agentId, new Date(now.getTime() - 2 * 60 * 60 * 1000))
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, now))
    expect(await notesTo(owner.input.email)).toEqual([])

    await waitingDraft(companyId, agentId, new Date(now.getTime() - DAY - 60_000))
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, now))
    const [note] = await notesTo(owner.input.email)
    expect(note!.subject).toBe('2 e-mails are waiting for your review')
    expect(note!.text).toContain('https://app.example/approvals')
    expect(note!.text).toContain('A draft that waits 3 days expires unsent.')

    // An hour later: no second note; a day later: the next one.
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, new Date(now.getTime() + 60 * 60 * 1000)))
    expect(await notesTo(owner.input.email)).toHaveLength(1)
    await app.db.transaction((tx) => sendReviewNotes(tx, app.jobs, CONTEXT, new Date(now.getTime() + DAY)))
    expect(await notesTo(owner.input.email)).toHaveLength(2)
  })
})
