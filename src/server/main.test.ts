// @both-databases: the real entry point in its own process, graceful close on a server database
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { get, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { uniqueUser } from './test/http'
import { freePort, waitFor } from './test/polling'
import { serverEntry } from './test/server-entry'
import { createTemplateCopy, seedDataDir, TEST_DB_KIND } from './test/test-app'

// The real entry point in its own process: SIGTERM must let in-flight requests finish, close the database
// and exit 0, so a deploy or a scale-down never drops an acknowledged request.

const cleanups: Array<() => Promise<void>> = []
// Newest first: a server is killed before its database goes.
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function databaseEnv(): Promise<Record<string, string>> {
  if (TEST_DB_KIND === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-main-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    // Migrated already, as the PostgreSQL copy is: a first start's migration is not this test's concern.
    await seedDataDir(dataDir)
    return { DATA_DIR: dataDir }
  }
  const { url, drop } = await createTemplateCopy('agentworks_main')
  cleanups.push(drop)
  return { DATABASE_URL: url }
}

type Server = { child: ChildProcess; port: number; exited: Promise<number | null> }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  // A process of its own: SIGTERM, the close and the exit code are this test's subject, which app.inject cannot show.
  const child = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  cleanups.push(async () => void child.kill('SIGKILL'))
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 200,
    40_000,
  )
  return { child, port, exited }
}

/**
 * Sends the headers with `Expect: 100-continue`; once the server answers 100 Continue (it has read them and the
 * request is in flight), half the body, and `started` resolves. The rest goes when `finish` is called. The request has
 * a connection of its own that closes after the answer (`agent: false`): a kept-alive one would hold the server's exit
 * for Node's keep-alive timeout (5 s).
 */
function startSlowRequest(port: number, path: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body))
  const half = Math.floor(payload.length / 2)
  const outgoing = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
  })
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', (incoming) => {
      let text = ''
      incoming.on('data', (chunk) => (text += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }))
    })
    outgoing.on('error', reject)
  })
  const started = new Promise<void>((resolve, reject) => {
    outgoing.once('continue', () => outgoing.write(payload.subarray(0, half), (error) => (error ? reject(error) : resolve())))
    outgoing.once('error', reject)
  })
  outgoing.flushHeaders()
  return { started, finish: () => outgoing.end(payload.subarray(half)), response }
}

/** The health check's status on a new connection; 0 when the server accepts none. */
function probeHealth(port: number): Promise<number> {
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (incoming) => {
      incoming.resume()
      resolve(incoming.statusCode ?? 0)
    }).on('error', () => resolve(0))
  })
}

describe('graceful shutdown (src/server/main.ts)', () => {
  it('finishes the in-flight request, stops accepting, closes the database and exits 0; the write survives a restart', async () => {
    const env = await databaseEnv()
    const first = await startServer(env)
    const user = uniqueUser()

    const registration = startSlowRequest(first.port, '/api/register', user)
    await registration.started // the server has the request's headers and is waiting for the rest of its body
    first.child.kill('SIGTERM')
    // Shutting down: the server takes no new connection (or answers one 503), while the request is still unfinished.
    await waitFor(
      () => probeHealth(first.port),
      (status) => status !== 200,
      { what: 'the server to stop accepting' },
    )
    registration.finish()

    const answered = await registration.response
    expect(answered.status).toBe(201)
    expect(await first.exited).toBe(0)
    await expect(fetch(`http://127.0.0.1:${first.port}/api/health`)).rejects.toThrow()
    if (env.DATA_DIR) expect(existsSync(join(env.DATA_DIR, 'server.lock'))).toBe(false)

    // The same directory or database opens again (no stale lock) and holds the acknowledged registration.
    const second = await startServer(env)
    const login = await fetch(`http://127.0.0.1:${second.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(login.status).toBe(200)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 90_000)
})
