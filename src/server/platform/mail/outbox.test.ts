import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { openDatabase } from '../db/client'
import { emailMessages } from './schema'
import { createTestApp } from '@/server/test/test-app'
import { enqueueEmail } from './outbox'
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
    const { app, close } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    cleanups.push(close)
    await enqueueEmail(app.jobs, app.db, message)
    await waitFor(async () => (await app.db.select().from(emailMessages))[0]!, (row) => row.attempts >= 1)
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const delivered = await waitFor(async () => (await app.db.select().from(emailMessages))[0]!, (row) => row.status === 'sent', 30_000)
    expect(delivered.attempts).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]).toContain('Subject: Your automation plan')
  }, 45_000)

  it('keeps a queued e-mail across a server restart', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-outbox-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${port}` }

    const first = await openDatabase({ kind: 'pglite', dataDir })
    const firstApp = await buildApp({ config: loadConfig(env), database: first, logger: false })
    await enqueueEmail(firstApp.jobs, firstApp.db, message)
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
    await waitFor(async () => (await secondApp.db.select().from(emailMessages))[0]!, (row) => row.status === 'sent', 30_000)
    expect(receiver.received).toHaveLength(1)
  }, 60_000)
})
