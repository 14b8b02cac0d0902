// @both-databases: the job queue that sends invitations and the per-company mail limit's advisory lock
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_QUEUE } from '@/server/platform/mail/outbox'
import { emailMessages } from '@/server/platform/mail/schema'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { findJobs } from '@/server/test/jobs'
import { readMailedToken } from '@/server/test/mailed-links'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'
import { waitFor } from '@/server/test/polling'

// Four e-mails a day per company: the fifth invitation of a day meets the limit (docs/decisions/083).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({ COMPANY_EMAILS_PER_DAY: '4' }))
})
afterAll(() => close())

const mailTo = (to: string) => app.db.select().from(emailMessages).where(eq(emailMessages.to, to))
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
let counter = 0
const address = () => `invitee-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`

async function verifiedOwner(fields: Record<string, string> = {}) {
  const owner = await registerUser(app, fields)
  await markUserVerified(app, owner.user.id)
  return owner
}

const invite = (cookie: string, email: string) => requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie })
const resend = (cookie: string, id: string) => requestJson(app, { method: 'POST', url: `/api/invitations/${id}/resend`, cookie })
const accept = (token: string) =>
  requestJson(app, {
    method: 'POST',
    url: '/api/invitations/verify',
    body: {
      invitation_token: token,
      full_name: 'Grace Hopper',
      username: `grace_${(counter += 1)}_${Date.now()}`,
      password: 'a-sturdy-passphrase',
    },
    ip: nextIp(),
  })
const pendingOf = async (cookie: string) =>
  (await requestJson(app, { url: '/api/team', cookie })).json().invitations as { id: string; email: string; email_status: string }[]

describe('creating an invitation', () => {
  it('queues the invitation e-mail with the invitation: who invited them to which company, and a button to the link', async () => {
    const owner = await verifiedOwner({ full_name: 'Olivia Owner', company_name: 'Acme Robotics' })
    const to = address()
    const response = await invite(owner.cookie, to)
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({ email: to, email_status: 'queued', delivery: { status: 'queued', message: null } })

    const [mail] = await mailTo(to)
    expect(mail).toMatchObject({
      company_id: owner.user.company_id,
      subject: 'Olivia Owner invited you to join Acme Robotics on AgentWorks',
    })
    expect(mail!.text).toContain(`Accept the invitation: ${created.link}`)
    expectBrandedEmail(mail!, { productName: 'AgentWorks', buttons: [{ href: created.link, label: 'Accept the invitation' }] })
    expect(await findJobs(app, EMAIL_QUEUE, { messageId: mail!.id })).toHaveLength(1)
    // The mailed link is the one the owner sees, and it works.
    expect(await readMailedToken(app, to, '/auth')).toBe(tokenOf(created.link))

    await waitFor(
      () => pendingOf(owner.cookie),
      (pending) => pending.find((item) => item.id === created.id)?.email_status === 'sent',
      { what: 'the team panel to say the e-mail was sent' },
    )
    expect((await accept(tokenOf(created.link))).statusCode).toBe(200)
  })

  it('holds the e-mail while nobody in the company has proven an address, and sends it once the owner does', async () => {
    const owner = await registerUser(app, { company_name: 'Unproven Ltd' })
    const to = address()
    const created = (await invite(owner.cookie, to)).json()
    expect(created.delivery).toEqual({
      status: 'held',
      message: `The e-mail goes to ${to} once someone in your company confirms their e-mail address. Until then, copy the link and send it yourself.`,
    })
    const [held] = await mailTo(to)
    expect(held).toMatchObject({ status: 'held' })
    expect(await findJobs(app, EMAIL_QUEUE, { messageId: held!.id })).toEqual([])
    expect((await pendingOf(owner.cookie)).map((item) => item.email_status)).toEqual(['held'])

    const token = await readMailedToken(app, owner.input.email, '/verify-email')
    expect((await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })).statusCode).toBe(200)
    expect((await mailTo(to)).map((mail) => mail.status)).not.toContain('held')
  })

  it('past the daily limit still creates the invitation, says the e-mail was not sent, and the link works', async () => {
    const owner = await verifiedOwner()
    for (let index = 0; index < 4; index += 1) expect((await invite(owner.cookie, address())).json().delivery.status).toBe('queued')
    const to = address()
    const response = await invite(owner.cookie, to)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      email_status: 'not-sent',
      delivery: {
        status: 'not-sent',
        message: 'Daily e-mail limit of 4 reached for your company; it resets at 00:00 UTC. Copy the link and send it yourself.',
      },
    })
    expect(await mailTo(to)).toEqual([])
    expect((await pendingOf(owner.cookie)).find((item) => item.email === to)?.email_status).toBe('not-sent')
    expect((await accept(tokenOf(response.json().link))).statusCode).toBe(200)
  })

  it('writes neither invitation nor e-mail when it is refused', async () => {
    const owner = await verifiedOwner()
    const taken = await registerUser(app)
    expect((await invite(owner.cookie, taken.input.email)).statusCode).toBe(409)
    expect((await invite(owner.cookie, 'not-an-address')).statusCode).toBe(400)
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, owner.user.company_id))).toEqual([])
    expect(await pendingOf(owner.cookie)).toEqual([])
  })
})

describe('revoking, replacing and accepting', () => {
  it('drop the e-mail still held, so a later release sends no dead link', async () => {
    const owner = await registerUser(app)
    const [revoked, replaced, accepted] = [address(), address(), address()]
    const first = (await invite(owner.cookie, revoked)).json()
    const second = (await invite(owner.cookie, replaced)).json()
    const third = (await invite(owner.cookie, accepted)).json()
    expect((await requestJson(app, { method: 'DELETE', url: `/api/invitations/${first.id}`, cookie: owner.cookie })).statusCode).toBe(204)
    expect((await invite(owner.cookie, replaced)).statusCode).toBe(201)
    expect((await accept(tokenOf(third.link))).statusCode).toBe(200)

    expect(await mailTo(revoked)).toEqual([])
    const replacedMail = await mailTo(replaced)
    expect(replacedMail).toHaveLength(1)
    expect(replacedMail[0]!.text).not.toContain(second.link)
    expect(await mailTo(accepted)).toEqual([])
  })
})

describe('resending an invitation', () => {
  it('mails a new link, valid 7 days from now, and the previous link stops working', async () => {
    const owner = await verifiedOwner({ full_name: 'Rita Resender' })
    const to = address()
    const first = (await invite(owner.cookie, to)).json()
    const response = await resend(owner.cookie, first.id)
    expect(response.statusCode, response.body).toBe(200)
    const again = response.json()
    expect(again).toMatchObject({ id: first.id, email: to, email_status: 'queued', delivery: { status: 'queued' } })
    expect(again.link).not.toBe(first.link)
    expect(new Date(again.expires_at).getTime()).toBeGreaterThanOrEqual(new Date(first.expires_at).getTime())

    const mail = await mailTo(to)
    expect(mail).toHaveLength(2)
    expect(mail.some((message) => message.text.includes(again.link))).toBe(true)
    expect((await pendingOf(owner.cookie)).map((item) => item.id)).toEqual([first.id])
    expect((await accept(tokenOf(first.link))).statusCode).toBe(400)
    expect((await accept(tokenOf(again.link))).statusCode).toBe(200)
  })

  it('replaces the held e-mail instead of adding a second one', async () => {
    const owner = await registerUser(app)
    const to = address()
    const first = (await invite(owner.cookie, to)).json()
    const again = (await resend(owner.cookie, first.id)).json()
    expect(again.delivery.status).toBe('held')
    const mail = await mailTo(to)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain(again.link)
  })

  it("answers 404 for another company's invitation, one no longer pending, or no invitation; 400 for a malformed id", async () => {
    const ours = await verifiedOwner()
    const theirs = await verifiedOwner()
    const theirInvitation = (await invite(theirs.cookie, address())).json()
    expect((await resend(ours.cookie, theirInvitation.id)).statusCode).toBe(404)
    expect(await mailTo(theirInvitation.email)).toHaveLength(1)
    expect((await accept(tokenOf(theirInvitation.link))).statusCode).toBe(200)

    const used = theirInvitation
    expect((await resend(theirs.cookie, used.id)).statusCode).toBe(404)
    const revoked = (await invite(ours.cookie, address())).json()
    await requestJson(app, { method: 'DELETE', url: `/api/invitations/${revoked.id}`, cookie: ours.cookie })
    expect((await resend(ours.cookie, revoked.id)).statusCode).toBe(404)
    expect((await resend(ours.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await resend(ours.cookie, 'not-a-uuid')).statusCode).toBe(400)
  })

  it('is for owners only, and needs a session', async () => {
    const owner = await verifiedOwner()
    const invitation = (await invite(owner.cookie, address())).json()
    const joined = await accept(tokenOf((await invite(owner.cookie, address())).json().link))
    const memberCookie = joined.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    expect((await resend(memberCookie, invitation.id)).statusCode).toBe(403)
    expect((await requestJson(app, { method: 'POST', url: `/api/invitations/${invitation.id}/resend` })).statusCode).toBe(401)
  })
})
