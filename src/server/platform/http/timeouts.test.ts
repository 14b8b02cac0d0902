import { get, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import type { Database } from '../db/client'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'

// A client that sends its headers and then trickles or withholds the body held a connection (and its request) open
// for as long as it liked. The limits are the Config's; a low one here lets the test see them act without a long wait.
const REQUEST_TIMEOUT_MS = 200
const HEADERS_TIMEOUT_MS = 100

let app: FastifyInstance
let database: Database
let port: number
beforeAll(async () => {
  database = await openTestDatabase()
  const config = loadTestConfig()
  app = await buildApp({
    config: { ...config, http: { ...config.http, requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS } },
    database,
    logger: false,
  })
  // Like the live stream (GET /api/agents/stream): the answer starts at once and stays open.
  app.get('/api/test/long-response', { config: { access: 'public' } }, (_request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' })
    reply.raw.write(': open\n\n')
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
afterAll(async () => {
  await app.close()
  await database.close()
})

/**
 * Opens a raw connection, sends `head`, then `trickle` every 20 ms until the server closes the connection. Resolves
 * with what the server answered and how many trickled bytes it took. The test's own timeout bounds the wait.
 */
function holdRequest(head: string, trickle?: string) {
  return new Promise<{ answer: string; trickled: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let trickled = 0
    let timer: NodeJS.Timeout | undefined
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    // The server may cut the connection while a trickled byte is on its way.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    )
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, trickled })
    })
    socket.write(head)
    if (trickle) {
      timer = setInterval(() => {
        if (socket.writable) socket.write(trickle, () => (trickled += trickle.length))
      }, 20)
    }
  })
}

const postHead = (length: number) =>
  `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"email":`

describe('slow clients', () => {
  it('cuts off a request whose body never comes', async () => {
    const { answer } = await holdRequest(postHead(100))
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('cuts off a request whose body trickles in, however steadily', async () => {
    // One space every 20 ms would take 20 s to fill the declared length; each byte keeps the socket from being idle.
    const { answer, trickled } = await holdRequest(postHead(1000), ' ')
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(trickled).toBeLessThan(1000 - '{"email":'.length)
  })

  it('cuts off headers that trickle in', async () => {
    const { answer } = await holdRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('leaves a long response open: the limits apply to receiving the request, not to answering it', async () => {
    const stream = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`http://127.0.0.1:${port}/api/test/long-response`, { agent: false }).once('response', resolve).once('error', reject),
    )
    expect(stream.statusCode).toBe(200)
    let closed = false
    stream.on('close', () => (closed = true))
    stream.on('error', () => {})
    stream.resume()

    // A request started after the response began is cut off: the server has checked past the response's own deadline.
    expect((await holdRequest(postHead(100))).answer).toMatch(/^HTTP\/1\.1 408 /)
    // One more round trip on a new connection, so a cut of the long response would have reached the client by now.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    expect(closed).toBe(false)
    stream.destroy()
  })
})
