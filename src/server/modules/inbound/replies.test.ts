// @both-databases: a reply is stored with its job in one transaction, and 200 arriving at once are each stored once
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import MailComposer from 'nodemailer/lib/mail-composer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import type { InboundConfig } from '@/server/config'
import { companies, companySuppressions } from '@/server/modules/accounts'
import { agentDrafts, agentRuns, agents, contacts, conversationMessages, conversations } from '@/server/modules/runtime'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { startSmtpReceiver } from '@/server/test/smtp-receiver'
import { markUserVerified } from '@/server/test/verified-user'
import { acceptInbound, type InboundDelivery } from './accept-inbound'

// Replies to agents' e-mails (docs/decisions/128-conversations.md): the agent's e-mail carries the conversation's
// reply address and threading headers, and what comes back to it is stored once and acted on.
const DOMAIN = 'replies.example.com'
const INBOUND: InboundConfig = { domain: DOMAIN, smtpPort: null, webhookSecret: null, mailgunSigningKey: null, postmark: null }
const CHECKED: InboundDelivery['authentication'] = { spf: 'pass', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' }

// One app for the file, on the worker's shared database, configured as no other file's is: its e-mails go to a real SMTP
// receiver (SMTP_URL) and carry reply addresses (INBOUND_DOMAIN), both read at start-up.
let app: FastifyInstance
let close: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
beforeAll(async () => {
  smtp = await startSmtpReceiver()
  ;({ app, close } = await createTestApp({ SMTP_URL: smtp.url, INBOUND_DOMAIN: DOMAIN }))
})
afterAll(async () => {
  await close()
  await smtp.close()
})

/** Headers of a raw message, folded lines joined, by lower-case name (the first of each). */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return headers
}

/** A verified owner's bakery with Sam, sending without review and each message on its own (no message window). */
async function bakery() {
  const owner = await registerUser(app, { company_name: "Rosie's Bakery" })
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id
  await app.db.update(companies).set({ reply_to: 'hello@rosies.example', message_window_minutes: 0 }).where(eq(companies.id, companyId))
  await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['sam'] } })
  await app.db.update(agents).set({ review_before_send: false }).where(eq(agents.company_id, companyId))
  return { owner, companyId }
}

const question = (email: string, ticket: string, subject = 'Opening hours') => ({
  ...EVENT_EXAMPLES['ticket.created'][0]!,
  email,
  ticket_id: ticket,
  subject,
  body: 'When do you open on Sundays?',
})

/** Posts a question from `email` and resolves with the raw e-mail Sam sent, once it reached the SMTP server. */
async function askAndReceive(cookie: string, email: string, ticket: string, subject?: string) {
  const before = smtp.received.length
  const posted = await requestJson(app, {
    method: 'POST',
    url: '/api/events',
    cookie,
    body: { type: 'ticket.created', data: question(email, ticket, subject) },
  })
  expect(posted.statusCode).toBe(202)
  const index = await waitFor(
    () => smtp.received.findIndex((raw, at) => at >= before && raw.includes(`To: ${email}`)),
    (found) => found >= 0,
    { what: `the e-mail to ${email}` },
  )
  return { raw: smtp.received[index]!, sender: smtp.senders[index]!, headers: headersOf(smtp.received[index]!) }
}

/** A reply as a mail program writes it: to the reply address, answering `inReplyTo`, quoting the original. */
function reply(options: {
  from: string
  to: string
  text: string
  inReplyTo?: string
  messageId?: string
  subject?: string
  headers?: Record<string, string>
}): Promise<Buffer> {
  return new MailComposer({
    from: options.from,
    to: options.to,
    subject: options.subject ?? 'Re: Opening hours',
    text: options.text,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(options.inReplyTo ? { inReplyTo: options.inReplyTo, references: [options.inReplyTo] } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
    .compile()
    .build()
}

const replyAddressOf = (headers: Map<string, string>) => /reply\+[a-z2-7]{26}@replies\.example\.com/.exec(headers.get('reply-to') ?? '')![0]
const messagesOf = (companyId: string) => app.db.select().from(conversationMessages).where(eq(conversationMessages.company_id, companyId))
const handled = (companyId: string, count: number) =>
  waitFor(
    () => messagesOf(companyId),
    (rows) => rows.filter((row) => row.direction === 'in' && row.handled_at !== null).length >= count,
    { what: `${count} handled replies` },
  )

describe('an agent’s e-mail starts a conversation', () => {
  it('carries the conversation’s reply address, the company’s own, a Message-ID, and bounces back to the conversation', async () => {
    const { owner, companyId } = await bakery()
    const first = await askAndReceive(owner.cookie, 'ola@example.org', 'tkt-1')
    const address = replyAddressOf(first.headers)
    expect(first.headers.get('reply-to')).toBe(`${address}, hello@rosies.example`)
    expect(first.sender).toBe(address)
    const firstId = /^<([^>]+)>$/.exec(first.headers.get('message-id')!)![1]!
    expect(firstId).toMatch(/@replies\.example\.com$/)
    expect(first.headers.has('in-reply-to')).toBe(false)

    // The same agent's next e-mail to her is in the same thread.
    const second = await askAndReceive(owner.cookie, 'ola@example.org', 'tkt-2', 'Parking')
    expect(replyAddressOf(second.headers)).toBe(address)
    expect(second.headers.get('in-reply-to')).toBe(`<${firstId}>`)
    expect(second.headers.get('references')).toBe(`<${firstId}>`)

    const [contact] = await app.db.select().from(contacts).where(eq(contacts.company_id, companyId))
    expect(contact).toMatchObject({ address: 'ola@example.org', bouncing_at: null })
    const threads = await app.db.select().from(conversations).where(eq(conversations.company_id, companyId))
    expect(threads).toHaveLength(1)
    const sent = await messagesOf(companyId)
    expect(sent.map((row) => [row.direction, row.kind, row.from_address])).toEqual([
      ['out', 'agent', address],
      ['out', 'agent', address],
    ])

    // Settings → Agent e-mails says so, and its preview shows where replies go.
    const identity = await requestJson(app, { url: '/api/company/agent-identity', cookie: owner.cookie })
    expect(identity.json()).toMatchObject({ repliesComeBack: true, replyTo: 'hello@rosies.example' })
    const preview = await requestJson(app, {
      method: 'POST',
      url: '/api/company/agent-identity/preview',
      cookie: owner.cookie,
      body: { senderName: '', replyTo: 'hello@rosies.example', signature: '', signAsAgent: true },
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().emails[0].replyTo).toBe(`reply+…@${DOMAIN}, hello@rosies.example`)
  })
})

describe('what comes back', () => {
  it('stores a reply once, without its quoted history, and knows the person wrote it', async () => {
    const { owner, companyId } = await bakery()
    const sent = await askAndReceive(owner.cookie, 'kim@example.org', 'tkt-3')
    const to = replyAddressOf(sent.headers)
    const raw = await reply({
      from: 'Kim <kim@example.org>',
      to,
      messageId: '<kim-1@example.org>',
      inReplyTo: sent.headers.get('message-id'),
      text: 'Great, see you Sunday!\n\nOn Sat, Rosie wrote:\n> Thanks for writing. Here is the article that answers this.',
    })
    expect(await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })).toBe('stored')
    expect(await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })).toBe('duplicate')
    await handled(companyId, 1)
    const [stored] = (await messagesOf(companyId)).filter((row) => row.direction === 'in')
    expect(stored).toMatchObject({ kind: 'reply', message_id: 'kim-1@example.org', from_address: 'kim@example.org', from_stranger: false })
    expect(stored!.text).toBe('Great, see you Sunday!')
    expect(stored!.full_text).toContain('Here is the article')
    expect(stored!.authentication).toEqual(CHECKED)
  })

  it('answers no-conversation for a reply address it never gave', async () => {
    const raw = await reply({ from: 'x@example.org', to: `reply+${'a'.repeat(26)}@${DOMAIN}`, text: 'Hello?' })
    const outcome = await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [], authentication: CHECKED })
    expect(outcome).toBe('no-conversation')
  })

  it('a "STOP" from the person suppresses the address: the next event writes nothing to them', async () => {
    const { owner, companyId } = await bakery()
    const sent = await askAndReceive(owner.cookie, 'lee@example.org', 'tkt-4')
    const to = replyAddressOf(sent.headers)
    const raw = await reply({ from: 'lee@example.org', to, text: 'STOP', inReplyTo: sent.headers.get('message-id') })
    expect(await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })).toBe('stored')
    await handled(companyId, 1)
    const [suppressed] = await app.db.select().from(companySuppressions).where(eq(companySuppressions.company_id, companyId))
    expect(suppressed).toMatchObject({ address: 'lee@example.org', reason: 'asked-to-stop' })

    const posted = await requestJson(app, {
      method: 'POST',
      url: '/api/events',
      cookie: owner.cookie,
      body: { type: 'ticket.created', data: question('lee@example.org', 'tkt-5') },
    })
    expect(posted.statusCode).toBe(202)
    const run = await waitFor(
      async () =>
        (await app.db.select().from(agentRuns).where(eq(agentRuns.company_id, companyId))).find((row) =>
          row.steps?.some((step) => step.includes('unsubscribed')),
        ),
      (found) => found !== undefined,
      { what: 'the run that did not write' },
    )
    expect(run!.steps!.at(-1)).toBe('E-mail to lee@example.org not sent: they unsubscribed from your e-mails')
    expect(await app.db.select().from(agentDrafts).where(eq(agentDrafts.run_id, run!.id))).toEqual([])
  })

  it('a delivery failure marks the address as bouncing and suppresses it', async () => {
    const { owner, companyId } = await bakery()
    const sent = await askAndReceive(owner.cookie, 'gone@example.org', 'tkt-6')
    const to = replyAddressOf(sent.headers)
    const raw = await new MailComposer({
      from: 'MAILER-DAEMON@mx.example.org',
      to,
      subject: 'Undelivered Mail Returned to Sender',
      messageId: '<bounce-1@mx.example.org>',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: "This is the mail system at host mx.example.org.\n\nI'm sorry to have to inform you that your message could not be delivered to one or more recipients.\n\n<gone@example.org>: host mx.example.org said: 550 5.1.1 User unknown",
    })
      .compile()
      .build()
    expect(await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })).toBe('stored')
    await handled(companyId, 1)
    const [bounce] = (await messagesOf(companyId)).filter((row) => row.direction === 'in')
    expect(bounce).toMatchObject({ kind: 'bounce', from_stranger: false })
    const [contact] = await app.db.select().from(contacts).where(eq(contacts.company_id, companyId))
    expect(contact!.bouncing_at).not.toBeNull()
    const suppressed = await app.db
      .select()
      .from(companySuppressions)
      .where(and(eq(companySuppressions.company_id, companyId), eq(companySuppressions.address, 'gone@example.org')))
    expect(suppressed).toMatchObject([{ reason: 'bounced' }])
  })

  it('records an automatic answer and a stranger’s message without acting on them', async () => {
    const { owner, companyId } = await bakery()
    const sent = await askAndReceive(owner.cookie, 'ana@example.org', 'tkt-7')
    const to = replyAddressOf(sent.headers)
    const away = await reply({
      from: 'ana@example.org',
      to,
      subject: 'Out of Office: Opening hours',
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    })
    const stranger = await reply({ from: 'someone@else.example', to, text: 'STOP' })
    for (const raw of [away, stranger])
      expect(await acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })).toBe('stored')
    await handled(companyId, 2)
    const incoming = (await messagesOf(companyId)).filter((row) => row.direction === 'in')
    expect(incoming.map((row) => [row.kind, row.from_stranger]).sort()).toEqual([
      ['auto-reply', false],
      ['opt-out', true],
    ])
    expect(await app.db.select().from(companySuppressions).where(eq(companySuppressions.company_id, companyId))).toEqual([])
  })

  it('200 replies arriving at once, some of them twice, are each stored once', async () => {
    const { owner, companyId } = await bakery()
    const sent = await askAndReceive(owner.cookie, 'busy@example.org', 'tkt-8')
    const to = replyAddressOf(sent.headers)
    const raws = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        reply({ from: 'busy@example.org', to, messageId: `<busy-${index}@example.org>`, text: `Answer number ${index}` }),
      ),
    )
    const deliveries = [...raws, ...raws.slice(0, 50)]
    const outcomes = await Promise.all(
      deliveries.map((raw) => acceptInbound(app.db, app.jobs, INBOUND, { raw, recipients: [to], authentication: CHECKED })),
    )
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(150)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(50)
    expect((await messagesOf(companyId)).filter((row) => row.direction === 'in')).toHaveLength(150)
    await handled(companyId, 150)
  })
})
