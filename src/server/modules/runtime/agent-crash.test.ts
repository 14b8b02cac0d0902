// @both-databases: a process killed mid-run and its jobs recovered by another
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getExampleEvent } from '@/shared/agents/event-examples'
import { freePort, waitFor } from '@/server/test/polling'
import { serverEntry } from '@/server/test/server-entry'
import { createTemplateCopy, seedDataDir, TEST_DB_KIND } from '@/server/test/test-app'

// kill -9 of the server in the middle of processing loses no acknowledged event and runs none twice (decision 073).
// The real server (src/server/main.ts, bundled as the build bundles it), killed and restarted: on an embedded
// database in a temporary DATA_DIR, or on a fresh copy of the migrated PostgreSQL template.
const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-crash-'))
let databaseEnv: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' }
let dropDatabase = async () => {}
let child: ChildProcess | undefined
beforeAll(async () => {
  if (TEST_DB_KIND === 'postgres') {
    const copy = await createTemplateCopy('agentworks_crash')
    databaseEnv = { DATABASE_URL: copy.url }
    dropDatabase = copy.drop
  } else {
    // Migrated already, as the PostgreSQL copy is: the restart, not the first migration, is this test's concern.
    await seedDataDir(dataDir)
  }
})
afterAll(async () => {
  child?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  await dropDatabase()
})

async function startServer(port: number) {
  // A process of its own: only a real process can be killed with SIGKILL mid-run and started again on its data.
  const server = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'silent',
      ...databaseEnv,
    },
    stdio: 'ignore',
  })
  child = server
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 200,
    60_000,
  )
  return server
}

describe('a server killed with SIGKILL mid-processing', () => {
  it('loses no acknowledged event and runs none twice after restart', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const first = await startServer(port)

    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `crash${Date.now()}@example.com`,
        username: `crash_${Date.now()}`,
        password: 'a-sturdy-crash-passphrase',
      }),
    })
    expect(register.status).toBe(201)
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!
    const json = { 'content-type': 'application/json', cookie }
    await fetch(`${base}/api/agents/deploy`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ agentIds: ['max', 'sam', 'finn', 'riley', 'harper'] }),
    })
    const { key } = (await (
      await fetch(`${base}/api/api-keys`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'crash' }) })
    ).json()) as { key: string }

    // Events that start chains of signals, sent at once; the process is killed as soon as half are acknowledged,
    // so it dies while accepting the rest and processing those it took (their chains are seconds of work).
    const types = ['lead.created', 'payment.received', 'offer.accepted', 'ticket.created', 'order.completed'] as const
    const accepted: string[] = []
    let killed = false
    const killHalfway = new Promise<void>((resolve) => {
      for (let index = 0; index < 80; index++) {
        const type = types[index % types.length]!
        void fetch(`${base}/api/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type, data: getExampleEvent(type, index, `crash-${index}`) }),
        })
          .then(async (response) => {
            if (response.status !== 202 || killed) return
            accepted.push(((await response.json()) as { id: string }).id)
            if (accepted.length === 40) resolve()
          })
          .catch(() => {})
      }
    })
    await killHalfway
    killed = true
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))

    await startServer(port)
    type Run = { event_id: string | null; signal_id: string | null; status: string }
    const readRuns = async () => {
      const agents = (await (await fetch(`${base}/api/agents`, { headers: { cookie } })).json()) as { id: string }[]
      const runs: Run[] = []
      for (const agent of agents) {
        let cursor: string | null = null
        do {
          const page = (await (
            await fetch(`${base}/api/agents/${agent.id}/activity?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } })
          ).json()) as { runs: Run[]; next_cursor: string | null }
          runs.push(...page.runs)
          cursor = page.next_cursor
        } while (cursor)
      }
      const signals: { id: string; status: string }[] = []
      let cursor: string | null = null
      do {
        const page = (await (
          await fetch(`${base}/api/agents/signals?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } })
        ).json()) as { signals: { id: string; status: string }[]; next_cursor: string | null }
        signals.push(...page.signals)
        cursor = page.next_cursor
      } while (cursor)
      return { runs, signals }
    }
    // Every acknowledged event runs (events committed but not acknowledged before the kill may run too), and every
    // processed signal has its run. The runs and the signals are read one after the other while the chains go on,
    // so the wait is for a moment when the two agree; a signal processed without its run would never get there.
    const signalRunIds = (runs: Run[]) => runs.flatMap((run) => (run.signal_id ? [run.signal_id] : [])).sort()
    const processedIds = (signals: { id: string; status: string }[]) =>
      signals.flatMap((signal) => (signal.status === 'processed' ? [signal.id] : [])).sort()
    const { runs, signals } = await waitFor(
      readRuns,
      ({ runs, signals }) =>
        accepted.every((id) => runs.some((run) => run.event_id === id)) &&
        signals.every((signal) => signal.status !== 'pending') &&
        signalRunIds(runs).join() === processedIds(signals).join(),
      // Each read is many pages over HTTP: read less often, so the reads do not slow the work they wait for.
      { timeoutMs: 120_000, intervalMs: 250, what: 'every acknowledged event to run and every signal to settle' },
    )

    const eventIds = runs.filter((run) => run.event_id).map((run) => run.event_id!)
    expect(new Set(eventIds).size).toBe(eventIds.length)
    expect(eventIds).toEqual(expect.arrayContaining(accepted))
    const signalRuns = signalRunIds(runs)
    expect(new Set(signalRuns).size).toBe(signalRuns.length)
    expect(signalRuns).toEqual(processedIds(signals))
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true)
  })
})
