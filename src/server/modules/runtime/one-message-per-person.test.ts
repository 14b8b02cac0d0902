// @both-databases: advisory locks and row locks keep one person's messages in one e-mail when drafts meet at once
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { companies } from '@/server/modules/accounts'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { startSmtpReceiver } from '@/server/test/smtp-receiver'
import { markUserVerified } from '@/server/test/verified-user'
import { agents, signals } from './agents-schema'
import { agentDrafts } from './drafts-schema'
import { sendReadyDrafts } from './draft-dispatch'
import { agentRuns } from './schema'

// One message per person (docs/decisions/127-one-message-per-person.md), through the API to a real SMTP receiver.
let app: FastifyInstance
let close: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
beforeAll(async () => {
  smtp = await startSmtpReceiver()
  ;({ app, close } = await createTestApp({ SMTP_URL: smtp.url }))
})
afterAll(async () => {
  await close()
  await smtp.close()
})

const CUSTOMER = 'mia.hart@example.com'
const REFUND = {
  ...EVENT_EXAMPLES['ticket.created'][0]!,
  email: CUSTOMER,
  subject: 'Charged twice',
  body: 'I was charged twice, please refund.',
}

/** A verified owner's bakery with Sam, Finn and Riley, its identity set, reviewing or not. */
async function bakery(review: boolean) {
  const owner = await registerUser(app, { company_name: "Rosie's Bakery" })
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id
  await app.db
    .update(companies)
    .set({ reply_to: 'hello@rosies.example', email_signature: 'Rosie Baker, owner' })
    .where(eq(companies.id, companyId))
  await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['sam', 'finn', 'riley'] } })
  await app.db.update(agents).set({ review_before_send: review }).where(eq(agents.company_id, companyId))
  return { owner, companyId }
}

const postTicket = (cookie: string, data: object = REFUND) =>
  requestJson(app, { method: 'POST', url: '/api/events', cookie, body: { type: 'ticket.created', data } })

/** The company's runs once its chain has settled: no signal pending, every run finished. */
async function settledRuns(companyId: string, atLeast: number) {
  return waitFor(
    async () => ({
      runs: await app.db.select().from(agentRuns).where(eq(agentRuns.company_id, companyId)),
      pending: await app.db
        .select()
        .from(signals)
        .where(and(eq(signals.company_id, companyId), eq(signals.status, 'pending'))),
    }),
    ({ runs, pending }) => pending.length === 0 && runs.length >= atLeast && runs.every((run) => run.status !== 'waiting'),
    { what: `${atLeast} settled runs` },
  ).then(({ runs }) => runs)
}

const draftsOf = (companyId: string) => app.db.select().from(agentDrafts).where(eq(agentDrafts.company_id, companyId))
const mailTo = (address: string) => smtp.received.filter((raw) => raw.includes(`To: ${address}`))

describe('one message per person', () => {
  it('sends the messages of three runs to one person as one e-mail, as the business, with one answer time', async () => {
    const { owner, companyId } = await bakery(false)
    expect((await postTicket(owner.cookie)).statusCode).toBe(202)
    const runs = await settledRuns(companyId, 4)
    const [mail] = await waitFor(
      () => mailTo(CUSTOMER),
      (found) => found.length >= 1,
      { what: 'the e-mail to the customer' },
    )
    const drafts = await draftsOf(companyId)
    const [sent] = drafts.filter((draft) => draft.status === 'sent')
    const joined = drafts.filter((draft) => draft.status === 'merged')
    expect(joined).toHaveLength(2)
    expect(joined.every((draft) => draft.merged_into === sent!.id)).toBe(true)
    // Every run that wrote to her links to the one e-mail: its own draft, or one that joined it.
    const writers = runs.filter((run) => drafts.some((draft) => draft.run_id === run.id))
    expect(writers).toHaveLength(3)
    for (const run of writers.filter((run) => run.id !== sent!.run_id))
      expect(run.steps!.at(-1)).toBe(`Joined the e-mail already going to ${CUSTOMER}, so they get one message from you`)

    // Soft line breaks of quoted-printable and folded header lines undone.
    const body = mail!.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')
    expect(body).toContain('Subject: Re: Charged twice')
    expect(body).toMatch(/From: "?Rosie's Bakery"? </)
    expect(body).toContain('Reply-To: hello@rosies.example')
    expect(body).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\/[\w-]+>/)
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(body).toContain('Your refund request is with our team; you will hear back within 2 business days.')
    expect(body).toContain('I wanted to check everything is working for you.')
    expect(body).not.toContain('4 business hours')
    expect(body.match(/Rosie Baker, owner/g)?.length).toBeGreaterThanOrEqual(1)
    expect(body).not.toMatch(/AgentWorks/)
    // Nothing else reaches her once the chain has settled.
    await settledRuns(companyId, 4)
    expect(mailTo(CUSTOMER)).toHaveLength(1)
  })

  it('holds a later message to the same person until the window has passed, then sends it', async () => {
    const { owner, companyId } = await bakery(false)
    const person = 'ola.berg@example.com'
    const question = { ...EVENT_EXAMPLES['ticket.created'][0]!, email: person, ticket_id: 'tkt-9001' }
    expect((await postTicket(owner.cookie, question)).statusCode).toBe(202)
    await waitFor(
      () => draftsOf(companyId),
      (drafts) => drafts.some((draft) => draft.status === 'sent'),
      { what: 'the first e-mail' },
    )
    expect((await postTicket(owner.cookie, { ...question, ticket_id: 'tkt-9002', subject: 'One more thing' })).statusCode).toBe(202)
    const [later] = await waitFor(
      async () => (await draftsOf(companyId)).filter((draft) => draft.status === 'scheduled'),
      (drafts) => drafts.length === 1,
      { what: 'the second message waiting for the window' },
    )
    const [first] = (await draftsOf(companyId)).filter((draft) => draft.status === 'sent')
    // Fifteen minutes (the default window) after the first went.
    expect(later!.send_after!.getTime() - first!.send_after!.getTime()).toBe(15 * 60 * 1000)
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))).toHaveLength(1)

    // The window passes: the job that waits for it finds it may go.
    await app.db
      .update(agentDrafts)
      .set({ send_after: sql`now() - interval '1 second'` })
      .where(eq(agentDrafts.id, later!.id))
    await app.db.transaction((tx) =>
      sendReadyDrafts(tx, app.jobs, { productName: 'AgentWorks', publicUrl: 'http://localhost:3000' }, [later!.id]),
    )
    expect((await draftsOf(companyId)).find((draft) => draft.id === later!.id)!.status).toBe('sent')
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))).toHaveLength(2)
  })

  it('with review on, the messages wait as one draft, reviewed once, and go as one e-mail when approved', async () => {
    const { owner, companyId } = await bakery(true)
    expect((await postTicket(owner.cookie)).statusCode).toBe(202)
    await settledRuns(companyId, 4)
    const drafts = await draftsOf(companyId)
    const waiting = drafts.filter((draft) => draft.status === 'awaiting')
    expect(waiting).toHaveLength(1)
    expect(drafts.filter((draft) => draft.status === 'merged')).toHaveLength(2)
    expect(waiting[0]).toMatchObject({ writer: 'template', to: CUSTOMER })
    expect(waiting[0]!.body).toContain('within 2 business days')
    expect(waiting[0]!.body).not.toContain('4 business hours')
    const counts = await app.db.select({ awaiting: agents.awaiting_approvals }).from(agents).where(eq(agents.company_id, companyId))
    expect(counts.reduce((sum, { awaiting }) => sum + awaiting, 0)).toBe(1)

    // The reviewer sees which other messages the e-mail carries, each with its run.
    const detail = (await requestJson(app, { url: `/api/approvals/${waiting[0]!.id}`, cookie: owner.cookie })).json()
    expect(detail.joined.map((part: { agent: { name: string } }) => part.agent.name).sort()).toEqual(['Finn', 'Sam'])
    const part = drafts.find((draft) => draft.status === 'merged')!
    expect((await requestJson(app, { url: `/api/approvals/${part.id}`, cookie: owner.cookie })).json()).toMatchObject({
      merged_into: waiting[0]!.id,
      joined: [],
    })

    const approve = await requestJson(app, {
      method: 'POST',
      url: `/api/approvals/${waiting[0]!.id}/approve`,
      cookie: owner.cookie,
      body: { subject: waiting[0]!.subject, body: waiting[0]!.body },
    })
    expect(approve.statusCode, approve.body).toBe(200)
    await waitFor(
      () => mailTo(CUSTOMER),
      (found) => found.length >= 2,
      { what: 'the approved e-mail' },
    )
    const mails = await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))
    expect(mails).toHaveLength(1)
  })

  it('the same message again changes nothing, and one e-mail carries at most six messages', async () => {
    const { owner, companyId } = await bakery(true)
    const person = 'lee.park@example.com'
    const question = (ticket: string, subject = 'Opening hours') => ({
      ...EVENT_EXAMPLES['ticket.created'][0]!,
      email: person,
      ticket_id: ticket,
      subject,
      body: 'When do you open?',
    })
    expect((await postTicket(owner.cookie, question('tkt-1'))).statusCode).toBe(202)
    expect((await postTicket(owner.cookie, question('tkt-2'))).statusCode).toBe(202)
    await settledRuns(companyId, 2)
    const [open] = (await draftsOf(companyId)).filter((draft) => draft.status === 'awaiting')
    expect(open).toMatchObject({ revision: 0, part_keys: [expect.any(String)] })
    expect(open!.body!.match(/Thanks for writing/g)).toHaveLength(1)

    // Six more questions: five join as their own paragraphs, the sixth starts the person's next e-mail.
    for (let index = 1; index <= 6; index++)
      expect((await postTicket(owner.cookie, question(`tkt-q${index}`, `Question ${index}`))).statusCode).toBe(202)
    await settledRuns(companyId, 8)
    const drafts = await draftsOf(companyId)
    const waiting = drafts.filter((draft) => draft.status === 'awaiting').sort((a, b) => a.revision - b.revision)
    expect(waiting).toHaveLength(2)
    expect(waiting.map((draft) => draft.part_keys.length)).toEqual([1, 6])
    expect(drafts.filter((draft) => draft.status === 'merged')).toHaveLength(6)
    // The same answer to six questions is said once.
    expect(waiting[1]!.body!.match(/Thanks for writing/g)).toHaveLength(1)
  })
})

// Once someone unsubscribes (docs/decisions/125-unsubscribe.md), the company's agents do not write to them again.
describe('unsubscribe', () => {
  const LEAD = EVENT_EXAMPLES['lead.created'][0]!
  const postLead = (cookie: string) =>
    requestJson(app, { method: 'POST', url: '/api/events', cookie, body: { type: 'lead.created', data: LEAD } })
  const finishedRuns = (agentId: string, n: number) =>
    waitFor(
      () => app.db.select().from(agentRuns).where(eq(agentRuns.agent_id, agentId)).orderBy(agentRuns.created_at),
      (runs) => runs.length === n && runs.every((run) => run.status === 'succeeded' || run.status === 'failed'),
      { what: `${n} finished runs` },
    )
  const mailOf = (companyId: string) => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))

  it('a one-click unsubscribe stops the next agent’s e-mail', async () => {
    const owner = await registerUser(app, { company_name: 'Park Dental' })
    await markUserVerified(app, owner.user.id)
    const [max] = (
      await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
    ).json() as { id: string }[]
    const review = {
      method: 'PATCH' as const,
      url: `/api/agents/${max!.id}/review`,
      cookie: owner.cookie,
      body: { reviewBeforeSend: false },
    }
    expect((await requestJson(app, review)).statusCode).toBe(200)

    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    await finishedRuns(max!.id, 1)
    const [first] = await mailOf(owner.user.company_id)
    expect(first).toMatchObject({ to: 'ada.park@example.com' })
    // The e-mail names its one-click address (List-Unsubscribe); a mail program POSTs the RFC 8058 form to it.
    const oneClick = new URL(first!.unsubscribe_url!)
    expect(oneClick.pathname).toMatch(/^\/api\/unsubscribe\/[\w-]+$/)
    const unsubscribed = await app.inject({
      method: 'POST',
      url: oneClick.pathname,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)

    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    const [, second] = await finishedRuns(max!.id, 2)
    expect(second!.steps).toContain('E-mail to ada.park@example.com not sent: they unsubscribed from your e-mails')
    expect((await mailOf(owner.user.company_id)).map((mail) => mail.id)).toEqual([first!.id])
  })
})
