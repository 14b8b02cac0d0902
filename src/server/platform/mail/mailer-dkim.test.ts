import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '@/server/test/polling'
import { createMailer } from './mailer'

// The mailer alone, no app or database: DKIM signing with the operator's key (docs/email-dkim.md), checked the way a
// receiving server checks it. mailauth is not installed, so the check is RFC 6376's relaxed/relaxed, written out below.

/** A real SMTP receiver on 127.0.0.1 that records each message as it arrived. */
async function startReceiver() {
  const port = await freePort()
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, received, close: () => new Promise<void>((done) => server.close(() => done())) }
}

type Header = { name: string; raw: string }

/** The message's header fields (folded lines kept) and its body. */
function split(message: string): { headers: Header[]; body: string } {
  const end = message.indexOf('\r\n\r\n')
  const headers: Header[] = []
  for (const line of message.slice(0, end).split('\r\n')) {
    if (/^[ \t]/.test(line)) headers[headers.length - 1]!.raw += `\r\n${line}`
    else headers.push({ name: line.slice(0, line.indexOf(':')), raw: line })
  }
  return { headers, body: message.slice(end + 4) }
}

/** RFC 6376 3.4.2: header names lower-cased, values unfolded, runs of white space one space, trimmed. */
const relaxedHeader = ({ raw }: Header) => {
  const colon = raw.indexOf(':')
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${raw.slice(0, colon).trim().toLowerCase()}:${value}`
}

/** RFC 6376 3.4.4: white space at line ends removed, runs of it one space, empty lines at the end removed. */
const relaxedBody = (body: string) => {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines.length ? `${lines.join('\r\n')}\r\n` : ''
}

/** Checks the DKIM-Signature as a receiver does; answers its tags. */
function verifyDkim(message: string, publicKeyPem: string): Record<string, string> {
  const { headers, body } = split(message)
  const signature = headers.find((header) => header.name.toLowerCase() === 'dkim-signature')
  if (!signature) throw new Error('no DKIM-Signature header')
  const tags = Object.fromEntries(
    relaxedHeader(signature)
      .slice('dkim-signature:'.length)
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1).replace(/\s+/g, '')]),
  )
  expect(tags.c).toBe('relaxed/relaxed')
  expect(createHash('sha256').update(relaxedBody(body)).digest('base64')).toBe(tags.bh)
  // Each signed name takes the last instance of that header not yet used (RFC 6376 5.4.2).
  const unused = [...headers]
  const signed = tags.h!.split(':').flatMap((name) => {
    const index = unused.map((header) => header.name.toLowerCase()).lastIndexOf(name.toLowerCase())
    return index === -1 ? [] : unused.splice(index, 1).map((header) => `${relaxedHeader(header)}\r\n`)
  })
  const unsigned = relaxedHeader(signature).replace(/b=[^;]*$/, 'b=')
  const data = Buffer.from(signed.join('') + unsigned)
  expect(verify('sha256', data, createPublicKey(publicKeyPem), Buffer.from(tags.b!, 'base64'))).toBe(true)
  return tags
}

const receivers: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const receiver of receivers) await receiver.close()
})

describe('DKIM signing', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const email = {
    to: 'ann@example.com',
    subject: 'Thanks for reaching out',
    text: 'Hi Ann,  thanks for your message.   \nCould we talk this week?\n\n',
    html: '<p>Hi Ann, thanks for your message.</p>',
    attachments: [],
  }

  it('signs every e-mail with the operator’s key, for the domain and selector configured, and the signature verifies', async () => {
    const receiver = await startReceiver()
    receivers.push(receiver)
    const dkim = { domainName: 'agentworks.example', keySelector: 'mail2026', privateKey: privatePem }
    const mailer = createMailer(`smtp://127.0.0.1:${receiver.port}`, 'AgentWorks <no-reply@agentworks.example>', dkim)
    await mailer.send({ ...email, from_name: "Rosie's Bakery", reply_to: 'hello@rosie.example' })
    await mailer.send({ ...email, subject: 'An account e-mail', from_name: null, reply_to: null })
    expect(receiver.received).toHaveLength(2)
    for (const message of receiver.received) {
      const tags = verifyDkim(message, publicPem)
      expect(tags).toMatchObject({ v: '1', a: 'rsa-sha256', d: 'agentworks.example', s: 'mail2026' })
      // The headers a forger would change are under the signature.
      expect(tags.h!.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject']))
    }
    expect(receiver.received[0]).toMatch(/^From: "Rosie's Bakery" <no-reply@agentworks\.example>$/m)
  })

  it('fails the check when the message is changed on the way', async () => {
    const receiver = await startReceiver()
    receivers.push(receiver)
    const dkim = { domainName: 'agentworks.example', keySelector: 'mail2026', privateKey: privatePem }
    await createMailer(`smtp://127.0.0.1:${receiver.port}`, 'AgentWorks <no-reply@agentworks.example>', dkim).send(email)
    const tampered = receiver.received[0]!.replace('Subject: Thanks for reaching out', 'Subject: Pay this invoice')
    expect(() => verifyDkim(tampered, publicPem)).toThrow()
  })

  it('leaves e-mail unsigned without a key', async () => {
    const receiver = await startReceiver()
    receivers.push(receiver)
    await createMailer(`smtp://127.0.0.1:${receiver.port}`, 'AgentWorks <no-reply@agentworks.example>').send(email)
    expect(receiver.received[0]).not.toMatch(/^DKIM-Signature:/im)
  })
})
