import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer as createTlsServer } from 'node:tls'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResolveHost } from './public-address'
import { attemptWebhook, getNextAttemptDelay, parseRetryAfter, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS } from './webhook-attempt'

describe('webhook retry schedule', () => {
  it('is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then nothing', () => {
    const hour = 3_600_000
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([0, 5000, 300_000, 1_800_000, 2 * hour, 5 * hour, 10 * hour, 10 * hour])
    expect(getNextAttemptDelay(1)).toBe(5000)
    expect(getNextAttemptDelay(7)).toBe(10 * hour)
    expect(getNextAttemptDelay(8)).toBeNull()
  })

  it('honours a longer Retry-After, in seconds or as a date', () => {
    expect(getNextAttemptDelay(1, 60_000)).toBe(60_000)
    expect(getNextAttemptDelay(2, 60_000)).toBe(300_000)
    expect(parseRetryAfter('120')).toBe(120_000)
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('99999999')).toBe(24 * 3_600_000)
  })
})

describe('recordAttempt', () => {
  const now = Date.parse('2026-11-23T10:00:00Z')

  it('finishes a delivered attempt with no next one', () => {
    expect(recordAttempt({ kind: 'delivered', statusCode: 200, response: 'ok' }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now)).toEqual({
      delay: null,
      update: {
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        last_response: 'ok',
        last_error: null,
        next_attempt_at: null,
        finished: true,
      },
    })
  })

  it('schedules a failed attempt by the schedule, or by a longer Retry-After', () => {
    const scheduled = recordAttempt({ kind: 'retry', statusCode: 500, error: 'HTTP 500' }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now)
    expect(scheduled.delay).toBe(5_000)
    expect(scheduled.update).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_response: null,
      last_error: 'HTTP 500',
      finished: false,
    })
    expect(scheduled.update.next_attempt_at).toEqual(new Date(now + 5_000))
    expect(
      recordAttempt({ kind: 'retry', statusCode: 429, error: 'HTTP 429', retryAfterMs: 60_000 }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now).delay,
    ).toBe(60_000)
  })

  it('gives up after the last scheduled attempt, and at once on 410', () => {
    const last = WEBHOOK_RETRY_SCHEDULE_MS.length - 1
    expect(recordAttempt({ kind: 'retry', error: 'timed out after 15000 ms' }, last, WEBHOOK_RETRY_SCHEDULE_MS, now).update).toMatchObject({
      status: 'failed',
      finished: true,
      next_attempt_at: null,
    })
    expect(recordAttempt({ kind: 'gone', statusCode: 410, response: '' }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now).update).toMatchObject({
      status: 'failed',
      last_error: 'HTTP 410: the receiver asked to stop',
      finished: true,
    })
  })
})

describe('attemptWebhook to a URL a user entered', () => {
  const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`
  const closers: (() => void)[] = []
  afterEach(() => closers.splice(0).forEach((close) => close()))

  /** A receiver on 127.0.0.1 that answers with `reply` (default 204). */
  async function startReceiver(reply: (response: ServerResponse) => void = (response) => response.writeHead(204).end()) {
    const received: IncomingHttpHeaders[] = []
    const server = createServer((request, response) => {
      received.push(request.headers)
      request.resume().on('end', () => reply(response))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => server.close())
    return { port: (server.address() as AddressInfo).port, received }
  }

  /** Answers `first` once, then `later`: what a rebinding name does between the check and the connection. */
  function rebinding(first: string, later: string) {
    const calls: string[] = []
    const resolve: ResolveHost = async (hostname) => {
      calls.push(hostname)
      return [{ address: calls.length === 1 ? first : later, family: 4 }]
    }
    return { resolve, calls }
  }

  const attempt = (url: string, policy: Parameters<typeof attemptWebhook>[0]['policy'], timeoutMs?: number) =>
    attemptWebhook({ url, secret, id: 'msg_1', body: '{}', policy, timeoutMs })

  it('connects to the checked address, with the name as Host, and asks the resolver once', async () => {
    const receiver = await startReceiver()
    const { resolve, calls } = rebinding('127.0.0.1', '10.66.0.1')
    // receiver.test is known to no DNS: the POST lands only if the connection used the checked address.
    expect(await attempt(`http://receiver.test:${receiver.port}/hook`, { allowPrivate: true, resolve })).toEqual({
      kind: 'delivered',
      statusCode: 204,
      response: '',
    })
    expect(calls).toEqual(['receiver.test'])
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]).toMatchObject({ host: `receiver.test:${receiver.port}`, 'webhook-id': 'msg_1' })
  })

  it('refuses a refused address before connecting, and says why', async () => {
    const receiver = await startReceiver()
    const resolve: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }]
    expect(await attempt(`http://receiver.test:${receiver.port}/hook`, { allowPrivate: false, resolve })).toEqual({
      kind: 'retry',
      error: 'Refused: receiver.test resolves to 127.0.0.1, a loopback address (this server itself)',
    })
    expect(await attempt(`http://[::ffff:127.0.0.1]:${receiver.port}/hook`, { allowPrivate: false, resolve })).toEqual({
      kind: 'retry',
      error: 'Refused: ::ffff:7f00:1 is a loopback address (this server itself)',
    })
    expect(await attempt(`https://169.254.169.254/latest`, { allowPrivate: true, resolve })).toEqual({
      kind: 'retry',
      error: 'Refused: 169.254.169.254 is a link-local address (such as a cloud metadata service)',
    })
    expect(await attempt('https://nowhere.test/hook', { allowPrivate: true, resolve: () => Promise.reject(new Error('no')) })).toEqual({
      kind: 'retry',
      error: 'DNS lookup of nowhere.test failed (ENOTFOUND)',
    })
    expect(receiver.received).toHaveLength(0)
  })

  it('reads the receiver’s answer as the operator’s requests do: status, Retry-After, time limit', async () => {
    const resolve: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }]
    const busy = await startReceiver((response) => response.writeHead(503, { 'retry-after': '120' }).end())
    expect(await attempt(`http://busy.test:${busy.port}/`, { allowPrivate: true, resolve })).toEqual({
      kind: 'retry',
      statusCode: 503,
      response: '',
      error: 'HTTP 503',
      retryAfterMs: 120_000,
    })
    const gone = await startReceiver((response) => response.writeHead(410).end())
    expect(await attempt(`http://gone.test:${gone.port}/`, { allowPrivate: true, resolve })).toEqual({
      kind: 'gone',
      statusCode: 410,
      response: '',
    })
    const silent = await startReceiver(() => {})
    expect(await attempt(`http://silent.test:${silent.port}/`, { allowPrivate: true, resolve }, 200)).toEqual({
      kind: 'retry',
      error: 'timed out after 200 ms',
    })
  })

  it('keeps the start of the receiver’s answer: its explanation of a failure goes into the error', async () => {
    const resolve: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }]
    const explanation = JSON.stringify({ code: 404, message: 'The requested webhook "POST lead" is not registered.' })
    const missing = await startReceiver((response) => response.writeHead(404, { 'content-type': 'application/json' }).end(explanation))
    expect(await attempt(`http://n8n.test:${missing.port}/`, { allowPrivate: true, resolve })).toEqual({
      kind: 'retry',
      statusCode: 404,
      response: explanation,
      error: `HTTP 404: ${explanation}`,
    })
    // NUL cannot be stored (src/shared/schemas/text.ts); an invalid byte becomes U+FFFD.
    const odd = await startReceiver((response) => response.writeHead(200).end(Buffer.from([0x6f, 0x00, 0x6b, 0xff])))
    expect(await attempt(`http://odd.test:${odd.port}/`, { allowPrivate: true, resolve })).toEqual({
      kind: 'delivered',
      statusCode: 200,
      response: 'ok\uFFFD',
    })
  })

  it('reads one kilobyte of a huge answer and hangs up, and cuts the error short', async () => {
    const resolve: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }]
    let written = 0
    const megabyte = Buffer.alloc(1024 * 1024, 'x')
    // The receiver writes 1 MB at a time, as long as the client reads: a client that buffered all would never stop.
    const flood = await startReceiver((response) => {
      response.writeHead(500)
      const pump = () => {
        while (!response.destroyed && written < 64 * megabyte.length && response.write(megabyte)) written += megabyte.length
        if (!response.destroyed && written < 64 * megabyte.length) response.once('drain', pump)
        else response.end()
      }
      pump()
    })
    const outcome = await attempt(`http://flood.test:${flood.port}/`, { allowPrivate: true, resolve })
    expect(outcome).toMatchObject({ kind: 'retry', statusCode: 500, response: 'x'.repeat(1024) })
    expect(outcome.kind === 'retry' && outcome.error).toBe(`HTTP 500: ${'x'.repeat(1024)}`)
    expect(recordAttempt(outcome, 0).update.last_error).toHaveLength(500)
    expect(written).toBeLessThan(64 * megabyte.length)
  })

  it('keeps the host name for TLS: the SNI name is the URL’s host, not the address', async () => {
    const names: string[] = []
    // No certificate: the handshake stops once the client has named the host it expects.
    const server = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name)
        callback(new Error('no certificate here'), undefined)
      },
    }).on('tlsClientError', () => {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => server.close())
    const { port } = server.address() as AddressInfo
    const resolve: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }]
    const outcome = await attempt(`https://n8n.receiver.test:${port}/hook`, { allowPrivate: true, resolve })
    expect(outcome.kind).toBe('retry')
    expect(names).toEqual(['n8n.receiver.test'])
  })
})
