// @both-databases: LISTEN/NOTIFY between two apps on one database
import { get, type IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { openDatabase, type Database } from '@/server/platform/db/client'
import { createTestApp, TEST_DB_KIND } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'

let app: FastifyInstance
let database: Database
let close: () => Promise<void>
let base: string
beforeAll(async () => {
  ;({ app, database, close } = await createTestApp())
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => close())

type StreamEvent = { event: string; data: string }

/**
 * Opens the stream as a browser's EventSource would and collects its events. Each stream has a connection of its own
 * (`agent: false`) that `close` destroys, so no pooled connection is left for app.close() to wait out.
 */
async function openStream(cookie?: string) {
  const headers = { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) }
  const request = get(`${base}/api/agents/stream`, { agent: false, headers })
  const response = await new Promise<IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject))
  const events: StreamEvent[] = []
  let text = ''
  let buffer = ''
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    if (response.statusCode !== 200) return void (text += chunk)
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data !== undefined) events.push({ event, data })
    }
  })
  // Destroyed at the end of the test.
  response.on('error', () => {})
  const body = new Promise<string>((resolve) => response.on('end', () => resolve(text)))
  return {
    status: response.statusCode,
    headers: response.headers,
    json: async () => JSON.parse(await body),
    events,
    close: () => request.destroy(),
  }
}

/** Waits until the events collected so far hold `check`. */
const until = (stream: { events: StreamEvent[] }, check: (events: StreamEvent[]) => boolean, what: string) =>
  waitFor(() => stream.events, check, { timeoutMs: 10_000, what })

async function newCompany() {
  const owner = await registerUser(app)
  const [agent] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  return { cookie: owner.cookie, agentId: agent.id as string }
}

const sendLead = (cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][1] }),
  })

describe('GET /api/agents/stream', () => {
  it('needs a session', async () => {
    const stream = await openStream()
    expect(stream.status).toBe(401)
    expect(await stream.json()).toEqual({ message: 'Not signed in' })
  })

  it('pushes the company’s agent changes, and only its own', async () => {
    const mine = await newCompany()
    const theirs = await newCompany()
    const myStream = await openStream(mine.cookie)
    const theirStream = await openStream(theirs.cookie)
    expect(myStream.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(myStream.headers['cache-control']).toBe('no-store')
    expect(myStream.headers['content-encoding']).toBeUndefined()
    await until(myStream, (events) => events.length > 0, 'my stream to open')
    await until(theirStream, (events) => events.length > 0, 'their stream to open')
    expect(myStream.events[0]!.event).toBe('ready')

    expect((await sendLead(mine.cookie)).statusCode).toBe(202)
    await until(
      myStream,
      (events) => events.some((event) => event.event === 'change' && JSON.parse(event.data).signals),
      'a change with signals',
    )
    const changes = myStream.events.filter((event) => event.event === 'change').map((event) => JSON.parse(event.data))
    expect(changes.every((change) => change.agent_ids.includes(mine.agentId))).toBe(true)

    // A pause is a change too; the other company hears only its own.
    await requestJson(app, { method: 'PATCH', url: `/api/agents/${theirs.agentId}`, cookie: theirs.cookie, body: { status: 'paused' } })
    await until(theirStream, (events) => events.some((event) => event.event === 'change'), 'their change')
    const theirChanges = theirStream.events.filter((event) => event.event === 'change').map((event) => JSON.parse(event.data))
    expect(theirChanges).toEqual([{ agent_ids: [theirs.agentId], signals: false }])
    myStream.close()
    theirStream.close()
  })

  // On PostgreSQL the other app is another process's view (its own pool, its own LISTEN); the embedded database
  // is one process by its DATA_DIR lock, so there the other app shares it, and the notice still has to come
  // through the database rather than from memory.
  it('hears runs made by another app on the same database', async () => {
    const other = TEST_DB_KIND === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url! }) : database
    const otherApp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' }),
      database: other,
      logger: false,
    })
    try {
      await otherApp.ready()
      const mine = await newCompany()
      const stream = await openStream(mine.cookie)
      await until(stream, (events) => events.length > 0, 'the stream to open')
      const accepted = await otherApp.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json', cookie: mine.cookie },
        payload: JSON.stringify({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][1] }),
      })
      expect(accepted.statusCode).toBe(202)
      await until(
        stream,
        (events) => events.some((event) => event.event === 'change' && JSON.parse(event.data).agent_ids.includes(mine.agentId)),
        'the other app’s change',
      )
      stream.close()
    } finally {
      await otherApp.close()
      if (other !== database) await other.close()
    }
  })
})
