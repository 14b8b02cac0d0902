// Idle resident memory of the production server (docs/performance.md#budgets, docs/decisions/113): the build that
// `npm start` runs, on a new embedded data directory (initdb and every migration), started again on the same
// directory, and after 500 quiz submissions; then the same on a scratch PostgreSQL database. Resident memory is read
// from /proc once the server has been idle for a few seconds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { load } from '../lib/measure.mjs'
import { quizPayload } from '../lib/quiz-payload.mjs'
import { startProductServer } from '../lib/product-server.mjs'
import { onBothDatabases } from '../lib/scratch-database.mjs'

const PORT = 3241
const IDLE_MS = 5_000
const BUDGET_MB = { embedded: 400, PostgreSQL: 250 }
const SUBMISSIONS = 500

export const title = 'Idle server memory (production build, embedded database and PostgreSQL)'

const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

async function idleResidentMb(pid) {
  await sleep(IDLE_MS)
  return residentMb(pid)
}

const quiz = quizPayload('memory-bench')

async function measure(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-bench-memory-'))
  const budget = BUDGET_MB[label]
  const row = (name, mb) => ({ name: `${label}: ${name}`, value: `${mb.toFixed(0)} MB`, budget: `≤ ${budget} MB`, ok: mb <= budget })
  try {
    let server = await startProductServer({ port: PORT, dataDir, databaseUrl: env.BENCH_DATABASE_URL })
    const first = await idleResidentMb(server.pid)
    await server.stop()
    server = await startProductServer({ port: PORT, dataDir, databaseUrl: env.BENCH_DATABASE_URL })
    const again = await idleResidentMb(server.pid)
    let accepted = 0
    await load({
      url: `http://127.0.0.1:${PORT}/api/quiz/submit`,
      connections: 10,
      amount: SUBMISSIONS,
      requests: [
        {
          method: 'POST',
          // Each submission from an address of its own (TRUST_PROXY), as 500 visitors would send them.
          setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() } }),
          body: quiz,
          onResponse: (status) => status === 201 && (accepted += 1),
        },
      ],
    })
    if (accepted < SUBMISSIONS) throw new Error(`${accepted} of ${SUBMISSIONS} quiz submissions were accepted`)
    const afterLoad = await idleResidentMb(server.pid)
    await server.stop()
    return [
      row('idle after the first start', first),
      row('idle after a restart', again),
      row(`idle after ${SUBMISSIONS} quiz submissions`, afterLoad),
    ]
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const run = () => onBothDatabases('memory', measure)
