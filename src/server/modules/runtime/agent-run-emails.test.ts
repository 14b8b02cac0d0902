// @both-databases: agent e-mails through the job queue
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { emailMessages } from '@/server/platform/mail/schema'
import { EMAIL_QUEUE } from '@/server/platform/mail/outbox'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { companies } from '@/server/modules/accounts'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { findJobs } from '@/server/test/jobs'
import { readMailedToken } from '@/server/test/mailed-links'
import { waitFor } from '@/server/test/polling'
import { markUserVerified } from '@/server/test/verified-user'
import { agentDrafts } from './drafts-schema'
import { agentRuns } from './schema'

// One e-mail a day, so the second run reaches the limit (docs/decisions/083).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({ COMPANY_EMAILS_PER_DAY: '1' }))
})
afterAll(() => close())

const COMPANY = 'Park Dental'

/** A company with Max deployed, sending without review, whose lead.created runs mail the lead. */
async function companyWithMax() {
  const owner = await registerUser(app, { company_name: COMPANY })
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json() as { id: string }[]
  const review = { method: 'PATCH' as const, url: `/api/agents/${max!.id}/review`, cookie: owner.cookie, body: { reviewBeforeSend: false } }
  expect((await requestJson(app, review)).statusCode).toBe(200)
  return { owner, maxId: max!.id }
}

const postLead = (cookie: string, email = 'ada.park@example.com') =>
  requestJson(app, {
    method: 'POST',
    url: '/api/events',
    cookie,
    body: { type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][0], email } },
  })
/** The outbox key of the e-mail a run's draft sent. */
async function keyOfRun(runId: string) {
  const [draft] = await app.db.select({ id: agentDrafts.id }).from(agentDrafts).where(eq(agentDrafts.run_id, runId))
  return `draft:${draft!.id}`
}
const finishedRuns = (agentId: string, n: number) =>
  waitFor(
    () => app.db.select().from(agentRuns).where(eq(agentRuns.agent_id, agentId)).orderBy(agentRuns.created_at),
    (runs) => runs.length === n && runs.every((run) => run.status === 'succeeded'),
    { what: `${n} finished runs` },
  )
const mailOf = (companyId: string) => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))

describe('an agent’s e-mail', () => {
  it('is in the product’s layout as the company’s: the playbook’s subject and text, a button to its website, signed by Max from it', async () => {
    const { owner, maxId } = await companyWithMax()
    await markUserVerified(app, owner.user.id)
    await app.db.update(companies).set({ website: 'https://park-dental.example' }).where(eq(companies.id, owner.user.company_id))
    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    const [run] = await finishedRuns(maxId, 1)
    const [mail] = await mailOf(owner.user.company_id)
    expect(mail).toMatchObject({
      to: 'ada.park@example.com',
      subject: 'Can we talk tomorrow?',
      dedupe_key: await keyOfRun(run!.id),
      from_name: COMPANY,
      reply_to: null,
    })
    const promise =
      'Hi Ada Park, thanks for reaching out. It sounds like the timing is right: could we talk tomorrow? Pick any slot that suits you and I will send a short plan before the call.'
    // The footer's link to what the product holds about the lead (docs/decisions/104-a-persons-data.md).
    const dataLink = mail!.text.match(/http:\/\/localhost:3000\/my-data\?token=\S+/)?.[0]
    // And the link that takes the lead off the company's list, with its one-click address (docs/decisions/125-unsubscribe.md).
    const unsubscribeLink = mail!.text.match(/http:\/\/localhost:3000\/unsubscribe\/[\w-]+/)?.[0]
    expect(mail!.unsubscribe_url).toBe(unsubscribeLink?.replace('/unsubscribe/', '/api/unsubscribe/'))
    expect(mail!.text).toBe(
      `${promise}\n\nPick a time: https://park-dental.example/\n\nMax from ${COMPANY}\n\n-- \nSee or delete the data we hold about you: ${dataLink}\nUnsubscribe: ${unsubscribeLink}`,
    )
    expect(mail!.html).toContain(promise)
    expectBrandedEmail(mail!, { productName: COMPANY, buttons: [{ href: 'https://park-dental.example/', label: 'Pick a time' }] })
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/AgentWorks|LeadNurtureAI/)
  })

  it('is held while nobody in the company has proven an address, and sent once the owner does', async () => {
    const { owner, maxId } = await companyWithMax()
    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    const [run] = await finishedRuns(maxId, 1)
    expect(run!.steps!.at(-1)).toBe('E-mail to ada.park@example.com held until someone in your company confirms their e-mail address')
    const [held] = await mailOf(owner.user.company_id)
    expect(held).toMatchObject({ status: 'held', to: 'ada.park@example.com', dedupe_key: await keyOfRun(run!.id) })
    expect(await findJobs(app, EMAIL_QUEUE, { messageId: held!.id })).toEqual([])

    const token = await readMailedToken(app, owner.input.email, '/verify-email')
    expect((await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })).statusCode).toBe(200)
    await waitFor(
      () => mailOf(owner.user.company_id),
      ([row]) => row?.status === 'captured',
      { what: 'the released e-mail to be delivered' },
    )
  })

  it('past the company’s daily limit is not sent, and the run says why', async () => {
    const { owner, maxId } = await companyWithMax()
    await markUserVerified(app, owner.user.id)
    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    await finishedRuns(maxId, 1)
    // Another person: a second e-mail to the same one would join the first (one message per person).
    expect((await postLead(owner.cookie, 'bo.lind@example.com')).statusCode).toBe(202)
    const [first, second] = await finishedRuns(maxId, 2)
    expect(first!.steps!.join('\n')).not.toContain('E-mail to')
    expect(second!.steps!.at(-1)).toBe(
      'E-mail to bo.lind@example.com not sent: Daily e-mail limit of 1 reached for your company; it resets at 00:00 UTC',
    )
    const mail = await mailOf(owner.user.company_id)
    expect(mail.map((row) => row.dedupe_key)).toEqual([await keyOfRun(first!.id)])
  })
})
