// @both-databases: the outbox and its job queue, across a restart
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { openDatabase } from '../db/client'
import { emailMessages } from './schema'
import { createTestApp, HELD_RETRIES, seedDataDir } from '@/server/test/test-app'
import { EMAIL_QUEUE, enqueueEmail } from './outbox'
import { createMailer } from './mailer'
import { findJobs, makeDue } from '@/server/test/jobs'
import { freePort, waitFor } from '@/server/test/polling'

const message = { to: 'owner@example.com', subject: 'Your automation plan', text: 'Hello', html: '<p>Hello</p>' }

/** A real SMTP receiver on 127.0.0.1 that records what it accepted. */
function startReceiver(port: number) {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        callback()
      })
    },
  })
  return new Promise<{ received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }))
  })
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe('e-mail outbox', () => {
  it('captures an e-mail in the development mailbox when no SMTP server is configured', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    await app.db.transaction(async (tx) => {
      await enqueueEmail(app.jobs, tx, message, { key: 'capture-test' })
    })
    const mailbox = await waitFor(
      async () => (await app.inject({ url: '/api/dev/mailbox' })).json(),
      (list: { status: string }[]) => list[0]?.status === 'captured',
    )
    expect(mailbox[0]).toMatchObject({ to: 'owner@example.com', subject: 'Your automation plan', text: 'Hello' })
    expect((await app.inject({ url: '/dev/mailbox' })).body).toContain('Your automation plan')
  })

  it('writes nothing when the surrounding transaction fails, and dedupes by key', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueEmail(app.jobs, tx, message)
        throw new Error('the action failed')
      }),
    ).rejects.toThrow('the action failed')
    expect(await app.db.select().from(emailMessages)).toEqual([])
    expect(await enqueueEmail(app.jobs, app.db, message, { key: 'once' })).toEqual(expect.any(String))
    expect(await enqueueEmail(app.jobs, app.db, message, { key: 'once' })).toBeUndefined()
    expect(await app.db.select().from(emailMessages)).toHaveLength(1)
  })

  it('delivers to an SMTP receiver that is down for a while, exactly once when it returns', async () => {
    const port = await freePort()
    // Retries wait an hour or more: the test reads pg-boss's backoff from the job and makes the retry due itself.
    const { app, close } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { timing: HELD_RETRIES })
    cleanups.push(close)
    const messageId = (await enqueueEmail(app.jobs, app.db, message))!
    const jobs = () => findJobs(app, EMAIL_QUEUE, { messageId })
    const [failed] = await waitFor(jobs, ([job]) => job?.state === 'retry', { what: 'the first attempt to fail' })
    expect(failed).toMatchObject({ retryCount: 0, retryLimit: 12, retryDelay: 3600, retryBackoff: true })
    // pg-boss's backoff: the retry delay or up to twice it for the first retry (job-queue.ts emailRetry).
    expect(failed!.startAfter.getTime() - Date.now()).toBeGreaterThan(3_500_000)
    expect(failed!.startAfter.getTime() - Date.now()).toBeLessThanOrEqual(7_200_000)
    expect((await app.db.select().from(emailMessages))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
    })

    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    await makeDue(app, EMAIL_QUEUE, failed!)
    const delivered = await waitFor(
      async () => (await app.db.select().from(emailMessages))[0]!,
      (row) => row.status === 'sent',
      { what: 'the retry to deliver' },
    )
    expect(delivered).toMatchObject({ attempts: 2, last_error: null })
    // Exactly once: the job is completed, and no other job for the message is waiting or running.
    const done = await waitFor(jobs, (list) => list.length === 1 && list[0]!.state === 'completed', { what: 'the job to complete' })
    expect(done[0]!.id).toBe(failed!.id)
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]).toContain('Subject: Your automation plan')
  })

  // The mailer alone, no app: the From name and Reply-To the outbox stores (from_name, reply_to) become these headers.
  it('sends a company’s e-mail under its name, from the operator’s address, with its reply-to address', async () => {
    const port = await freePort()
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'AgentWorks <no-reply@agentworks.example>')
    const email = { ...message, attachments: [] }
    await mailer.send({ ...email, from_name: "Rosie's Bakery", reply_to: 'hello@rosie.example' })
    await mailer.send({ ...email, subject: 'An account e-mail', from_name: null, reply_to: null })
    const [company, account] = receiver.received
    expect(company).toMatch(/^From: "Rosie's Bakery" <no-reply@agentworks\.example>$/m)
    expect(company).toMatch(/^Reply-To: hello@rosie\.example$/m)
    expect(account).toMatch(/^From: AgentWorks <no-reply@agentworks\.example>$/m)
    expect(account).not.toMatch(/^Reply-To:/m)
  })

  // RFC 8058: an agent's e-mail to someone outside the company names its one-click address; account e-mails do not.
  it('sends an agent’s e-mail with List-Unsubscribe headers, and an account e-mail without them', async () => {
    const port = await freePort()
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'AgentWorks <no-reply@agentworks.example>')
    const email = { ...message, attachments: [] }
    const url = 'https://app.example/api/unsubscribe/AbC-123_x'
    await mailer.send({ ...email, from_name: "Rosie's Bakery", unsubscribe_url: url })
    await mailer.send({ ...email, subject: 'An account e-mail', unsubscribe_url: null })
    const [agent, account] = receiver.received
    expect(agent).toMatch(/^List-Unsubscribe: <https:\/\/app\.example\/api\/unsubscribe\/AbC-123_x>$/m)
    expect(agent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(account).not.toMatch(/^List-Unsubscribe/m)
  })

  it('keeps a queued e-mail across a server restart', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-outbox-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${port}` }

    // A data directory a server migrated before (the restart, not the first migration, is this test's concern).
    await seedDataDir(dataDir)
    const first = await openDatabase({ kind: 'pglite', dataDir })
    const firstApp = await buildApp({ config: loadConfig(env), database: first, logger: false })
    const messageId = (await enqueueEmail(firstApp.jobs, firstApp.db, message))!
    await firstApp.close()
    await first.close()

    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const second = await openDatabase({ kind: 'pglite', dataDir })
    const secondApp = await buildApp({ config: loadConfig(env), database: second, logger: false })
    cleanups.push(async () => {
      await secondApp.close()
      await second.close()
    })
    // Had the first server tried once before it stopped (nobody listened yet), the retry waits for its time: make it due.
    const [job] = await findJobs(secondApp, EMAIL_QUEUE, { messageId })
    if (job?.state === 'retry') await makeDue(secondApp, EMAIL_QUEUE, job)
    await waitFor(
      async () => (await secondApp.db.select().from(emailMessages))[0]!,
      (row) => row.status === 'sent',
      { what: 'the queued e-mail to be sent' },
    )
    expect(receiver.received).toHaveLength(1)
  })
})
