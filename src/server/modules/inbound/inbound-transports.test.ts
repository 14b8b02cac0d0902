// @both-databases: replies arriving at once over parallel SMTP sessions are each stored once, and the per-sender limit holds across them
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { deployAgents } from '@/server/modules/agents'
import { companies } from '@/server/modules/accounts'
import { conversationMessages } from '@/server/modules/runtime'
import type { Database } from '@/server/platform/db/client'
import { seedConversation } from '@/server/test/conversation-fixtures'
import { FORGED_DKIM, resolveSenderZone, SENDER_DKIM } from '@/server/test/sender-zone'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'

// Both ways replies reach the product (docs/inbound-email.md): the embedded SMTP receiver, driven by nodemailer as a
// real client, and the three provider webhooks. DNS is sender.example's zone (src/server/test/sender-zone.ts, through
// the config's test-only resolver), so SPF, DKIM and DMARC are really evaluated; the app is built here rather than by
// createTestApp to pass it, on the worker's shared database (openTestDatabase). One app serves the whole file.

const DOMAIN = 'replies.example.com'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
const MAILGUN_KEY = randomBytes(24).toString('hex')
const POSTMARK = { user: 'postmark', password: 'a-long-postmark-password' }
const BASIC = `Basic ${Buffer.from(`${POSTMARK.user}:${POSTMARK.password}`).toString('base64')}`

let app: FastifyInstance
let database: Database
let smtpPort: number
let companyId: string
let agentId: string
beforeAll(async () => {
  database = await openTestDatabase()
  const config = loadTestConfig({
    HOST: '127.0.0.1',
    INBOUND_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: '0',
    INBOUND_WEBHOOK_SECRET: SECRET,
    MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
    POSTMARK_INBOUND_USER: POSTMARK.user,
    POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
  })
  app = await buildApp({ config: { ...config, inbound: { ...config.inbound!, dnsResolver: resolveSenderZone } }, database, logger: false })
  await app.ready()
  smtpPort = app.inboundSmtp!.port!
  const [company] = await app.db.insert(companies).values({ name: "Rosie's Bakery" }).returning({ id: companies.id })
  companyId = company!.id
  agentId = (await deployAgents(app.db, companyId, ['sam']))[0]!.id
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** A conversation with a contact of its own (one per agent and contact), and the address its replies go to. */
async function replyAddressFor(): Promise<string> {
  const address = `${randomUUID()}@sender.example`
  const { replyToken } = await seedConversation(app.db, { companyId, agentId, address, messages: [{ direction: 'out' }] })
  return `reply+${replyToken}@${DOMAIN}`
}

/** A reply to `to` with a Message-ID of its own, as nodemailer's options. */
const reply = (to: string, overrides: Mail.Options = {}): Mail.Options & { messageId: string } => ({
  from: 'Ann <ann@sender.example>',
  to,
  subject: 'Re: Your plan',
  text: 'Sounds good, see you Sunday.',
  messageId: `<${randomUUID()}@sender.example>`,
  ...overrides,
})

/** The message as bytes, DKIM-signed when asked. */
async function rawOf(mail: Mail.Options, dkim?: typeof SENDER_DKIM): Promise<Buffer> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, ...(dkim ? { dkim } : {}) }).sendMail(mail)
  return info.message as Buffer
}

function sendSmtp(mail: Mail.Options, dkim?: typeof SENDER_DKIM) {
  return nodemailer
    .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, ...(dkim ? { dkim } : {}) })
    .sendMail(mail)
}

/** The SMTP reply code a send ended with: 250, or its error's. */
const replyCodeOf = (sending: Promise<unknown>) =>
  sending.then(
    () => 250,
    (error: { responseCode?: number }) => error.responseCode ?? 0,
  )

const stored = (messageId: string) =>
  app.db
    .select({ authentication: conversationMessages.authentication, attachments: conversationMessages.attachments })
    .from(conversationMessages)
    .where(eq(conversationMessages.message_id, messageId.replace(/^<|>$/g, '')))

describe('the SMTP receiver', () => {
  it('stores a reply once before its 250, however often it is delivered', async () => {
    const mail = reply(await replyAddressFor())
    const sent = await sendSmtp(mail)
    expect(sent.response).toMatch(/^250 /)
    await sendSmtp(mail)
    expect(await stored(mail.messageId)).toHaveLength(1)
  })

  it('refuses at RCPT a recipient that is not a reply address of INBOUND_DOMAIN', async () => {
    for (const to of ['someone@elsewhere.example', `reply+nottoken@${DOMAIN}`, `hello@${DOMAIN}`]) {
      const mail = reply(to)
      expect(await replyCodeOf(sendSmtp(mail))).toBe(550)
      expect(await stored(mail.messageId)).toHaveLength(0)
    }
  })

  it('refuses a message over 10 MB', async () => {
    const mail = reply(await replyAddressFor(), { text: 'x'.repeat(10 * 1024 * 1024 + 1) })
    expect(await replyCodeOf(sendSmtp(mail))).toBe(552)
    expect(await stored(mail.messageId)).toHaveLength(0)
  })

  it('records SPF, DKIM and DMARC as passing for a signed message from an authorised address', async () => {
    const mail = reply(await replyAddressFor())
    await sendSmtp(mail, SENDER_DKIM)
    expect((await stored(mail.messageId))[0]!.authentication).toEqual({ spf: 'pass', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' })
  })

  it('records a forged signature as failing DKIM and DMARC', async () => {
    const to = await replyAddressFor()
    const mail = reply(to, { envelope: { from: 'forger@forger.example', to } })
    await sendSmtp(mail, FORGED_DKIM)
    expect((await stored(mail.messageId))[0]!.authentication).toEqual({ spf: 'none', dkim: 'fail', dmarc: 'fail', checked_by: 'receiver' })
  })

  it('stores 20 replies arriving at once, each once though each came twice', async () => {
    const to = await replyAddressFor()
    const mails = Array.from({ length: 20 }, (_, index) => reply(to, { envelope: { from: `person-${index}@parallel.example`, to } }))
    const codes = await Promise.all([...mails, ...mails].map((mail) => replyCodeOf(sendSmtp(mail))))
    expect(codes.every((code) => code === 250)).toBe(true)
    for (const mail of mails) expect(await stored(mail.messageId)).toHaveLength(1)
  })

  it('answers 451 past 30 messages a minute from one sender, even at once', async () => {
    const to = await replyAddressFor()
    const envelope = { from: 'flood@flood.example', to }
    const codes = await Promise.all(Array.from({ length: 35 }, () => replyCodeOf(sendSmtp(reply(to, { envelope })))))
    expect(codes.filter((code) => code === 250)).toHaveLength(30)
    expect(codes.filter((code) => code === 451)).toHaveLength(5)
  })
})

/** A raw message signed the Standard Webhooks way by the library senders use, `secondsAgo` in the past. */
function signedMime(raw: Buffer, secret = SECRET, secondsAgo = 0) {
  const id = `msg_${randomUUID()}`
  const at = new Date(Date.now() - secondsAgo * 1000)
  const signature = new Webhook(secret).sign(id, at, raw.toString())
  return {
    'content-type': 'message/rfc822',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  }
}

const postMime = (raw: Buffer, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/inbound/mime', headers, payload: raw })

describe('the raw message webhook', () => {
  it('stores a signed message once, with DKIM and DMARC checked and SPF unknown', async () => {
    const mail = reply(await replyAddressFor())
    const raw = await rawOf(mail, SENDER_DKIM)
    const first = await postMime(raw, signedMime(raw))
    expect([first.statusCode, first.json()]).toEqual([200, { outcome: 'stored' }])
    expect((await postMime(raw, signedMime(raw))).json()).toEqual({ outcome: 'duplicate' })
    const [row] = await stored(mail.messageId)
    expect(row!.authentication).toEqual({ spf: 'none', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' })
  })

  it('refuses an unsigned, wrongly signed or stale message with 401 and stores nothing', async () => {
    const mail = reply(await replyAddressFor())
    const raw = await rawOf(mail)
    const other = `whsec_${randomBytes(32).toString('base64')}`
    for (const headers of [{ 'content-type': 'message/rfc822' }, signedMime(raw, other), signedMime(raw, SECRET, 10 * 60)]) {
      const response = await postMime(raw, headers)
      expect([response.statusCode, response.json()]).toEqual([401, { message: expect.any(String) }])
    }
    expect(await stored(mail.messageId)).toHaveLength(0)
  })

  it('answers 400 to a signed body that is not an e-mail', async () => {
    const raw = Buffer.from('hello, this is not a message')
    const response = await postMime(raw, signedMime(raw))
    expect([response.statusCode, response.json()]).toEqual([400, { message: expect.any(String) }])
  })
})

function mailgunFields(fields: Record<string, string>, key = MAILGUN_KEY) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const token = randomBytes(25).toString('hex')
  const signature = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex')
  return { timestamp, token, signature, ...fields }
}

const postMailgun = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/inbound/mailgun/mime',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

describe("Mailgun's raw MIME forward", () => {
  it('stores a signed form once and refuses its token a second time', async () => {
    const to = await replyAddressFor()
    const mail = reply(to)
    const fields = mailgunFields({ recipient: to, 'body-mime': (await rawOf(mail)).toString() })
    const response = await postMailgun(fields)
    expect([response.statusCode, response.json()]).toEqual([200, { outcome: 'stored' }])
    expect((await postMailgun(fields)).statusCode).toBe(406)
    expect(await stored(mail.messageId)).toHaveLength(1)
  })

  it('reads the message from a multipart form, as a file part', async () => {
    const to = await replyAddressFor()
    const mail = reply(to)
    const form = new FormData()
    for (const [name, value] of Object.entries(mailgunFields({ recipient: to }))) form.append(name, value)
    form.append('body-mime', new Blob([new Uint8Array(await rawOf(mail))], { type: 'message/rfc822' }), 'message.eml')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const response = await app.inject({
      method: 'POST',
      url: '/api/inbound/mailgun/mime',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    })
    expect([response.statusCode, response.json()]).toEqual([200, { outcome: 'stored' }])
    expect(await stored(mail.messageId)).toHaveLength(1)
  })

  it('refuses a forged signature with 401, and a signed form without the message with 400', async () => {
    const to = await replyAddressFor()
    const mail = reply(to)
    const forged = await postMailgun(mailgunFields({ recipient: to, 'body-mime': (await rawOf(mail)).toString() }, 'not-the-key-at-all'))
    expect([forged.statusCode, forged.json()]).toEqual([401, { message: expect.any(String) }])
    expect(await stored(mail.messageId)).toHaveLength(0)
    const empty = await postMailgun(mailgunFields({ recipient: to }))
    expect([empty.statusCode, empty.json()]).toMatchObject([400, { message: expect.any(String), issues: expect.any(Array) }])
  })
})

const postPostmark = (payload: unknown, authorization?: string) =>
  app.inject({ method: 'POST', url: '/api/inbound/postmark', headers: authorization ? { authorization } : {}, payload: payload as object })

describe("Postmark's inbound webhook", () => {
  it('stores RawEmail when Postmark includes it', async () => {
    const to = await replyAddressFor()
    const mail = reply(to)
    const payload = { From: 'ann@sender.example', OriginalRecipient: to, ToFull: [{ Email: to }], RawEmail: (await rawOf(mail)).toString() }
    const response = await postPostmark(payload, BASIC)
    expect([response.statusCode, response.json()]).toEqual([200, { outcome: 'stored' }])
    expect(await stored(mail.messageId)).toHaveLength(1)
  })

  it('rebuilds the message from its fields otherwise, keeping its Message-ID and what Postmark reported', async () => {
    const to = await replyAddressFor()
    const messageId = `<${randomUUID()}@sender.example>`
    const payload = {
      From: 'Ann <ann@sender.example>',
      To: to,
      ToFull: [{ Email: to, Name: '' }],
      OriginalRecipient: to,
      Subject: 'Re: Your plan',
      MessageID: randomUUID(),
      Date: 'Sun, 6 Dec 2026 10:00:00 +0000',
      TextBody: 'Sounds good.',
      HtmlBody: '<p>Sounds good.</p>',
      Headers: [
        { Name: 'Received-SPF', Value: 'Pass (sender SPF authorized) identity=mailfrom; client-ip=192.0.2.1' },
        { Name: 'Message-ID', Value: messageId },
        { Name: 'In-Reply-To', Value: '<agent@agentworks.example>' },
      ],
      Attachments: [{ Name: 'note.txt', ContentType: 'text/plain', ContentLength: 5, Content: Buffer.from('hello').toString('base64') }],
    }
    expect((await postPostmark(payload, BASIC)).json()).toEqual({ outcome: 'stored' })
    const [row] = await stored(messageId)
    expect(row!.authentication).toEqual({ spf: 'pass', dkim: 'none', dmarc: 'none', checked_by: 'provider' })
    expect(row!.attachments).toEqual([expect.objectContaining({ filename: 'note.txt', content_type: 'text/plain' })])
  })

  it('refuses missing or wrong credentials with 401 before reading the body, and a bad body with 400', async () => {
    const to = await replyAddressFor()
    const mail = reply(to)
    const payload = { OriginalRecipient: to, RawEmail: (await rawOf(mail)).toString() }
    const wrong = `Basic ${Buffer.from(`${POSTMARK.user}:wrong-password`).toString('base64')}`
    for (const authorization of [undefined, wrong]) {
      const response = await postPostmark(payload, authorization)
      expect([response.statusCode, response.json()]).toEqual([401, { message: expect.any(String) }])
      expect(response.headers['www-authenticate']).toMatch(/^Basic /)
    }
    expect(await stored(mail.messageId)).toHaveLength(0)
    const bad = await postPostmark({ Attachments: 'none' }, BASIC)
    expect([bad.statusCode, bad.json()]).toMatchObject([400, { message: expect.any(String), issues: expect.any(Array) }])
  })
})
