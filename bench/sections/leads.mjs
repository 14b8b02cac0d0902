// The back office's lead inbox over 100 000 leads (docs/product.md#back-office): its first page and a filtered page at
// 5 connections (a sales team's handful of people, each a page at a time), p99 < 50 ms on both databases, and the CSV export of all of them in constant memory (the server's
// resident memory read from /proc every 100 ms, the peak told above the idle server's).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { interleavedRounds } from '../lib/measure.mjs'
import { onBothDatabases } from '../lib/scratch-database.mjs'
import { startBenchServer } from '../lib/server.mjs'

const APP_PORT = 3236
const BUDGET_P99_MS = 50
const CONNECTIONS = 5
const SAMPLE_MS = 100

export const title = 'Back office lead inbox (100 000 leads)'

function serverPid() {
  const lines = execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,args='], { encoding: 'utf8' }).split('\n')
  const line = lines.find((entry) => entry.includes('dist/bench/leads-server.js'))
  if (!line) throw new Error('bench server process not found')
  return Number(line.trim().split(/\s+/)[0])
}

const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

async function exportCsv(base, headers) {
  const pid = serverPid()
  const idle = residentMb(pid)
  let peak = idle
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), SAMPLE_MS)
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/leads/export.csv`, { headers })
  if (response.status !== 200) throw new Error(`export answered ${response.status}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines += 1
  }
  clearInterval(sampler)
  peak = Math.max(peak, residentMb(pid))
  return { ms: performance.now() - started, bytes, rows: lines - 1, idle, peak }
}

async function measure(label, env) {
  const server = await startBenchServer('leads-server', { APP_PORT: String(APP_PORT), ...env })
  try {
    const { setup } = server
    const headers = { cookie: setup.cookie }
    const base = `http://127.0.0.1:${APP_PORT}`
    const { first, filtered } = await interleavedRounds({
      first: { url: `${base}/api/admin/leads`, headers, connections: CONNECTIONS },
      filtered: { url: `${base}/api/admin/leads?status=contacted&source=quiz`, headers, connections: CONNECTIONS },
    })
    const csv = await exportCsv(base, headers)
    const above = csv.peak - csv.idle
    return [
      { name: `${label}: leads seeded`, value: `${setup.leads.toLocaleString('en')} (in ${setup.seedSeconds.toFixed(0)} s)` },
      {
        name: `${label}: inbox first page, p99 at ${CONNECTIONS} conn.`,
        value: `${first.p99} ms (${first.rps.toFixed(0)} req/s)`,
        budget: `< ${BUDGET_P99_MS} ms`,
        ok: first.p99 < BUDGET_P99_MS,
      },
      {
        name: `${label}: inbox filtered page (status, source), p99`,
        value: `${filtered.p99} ms (${filtered.rps.toFixed(0)} req/s)`,
        budget: `< ${BUDGET_P99_MS} ms`,
        ok: filtered.p99 < BUDGET_P99_MS,
      },
      {
        name: `${label}: errors and non-2xx`,
        value: String(first.errors + filtered.errors),
        budget: '0',
        ok: first.errors + filtered.errors === 0,
      },
      {
        name: `${label}: CSV export of every lead`,
        value: `${csv.rows.toLocaleString('en')} rows, ${(csv.bytes / 2 ** 20).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(1)} s`,
        budget: `${setup.leads.toLocaleString('en')} rows`,
        ok: csv.rows === setup.leads,
      },
      {
        name: `${label}: CSV export peak RSS above the idle server`,
        value: `+${above.toFixed(0)} MB (idle ${csv.idle.toFixed(0)} MB, peak ${csv.peak.toFixed(0)} MB)`,
        budget: 'constant (< 100 MB)',
        ok: above < 100,
      },
    ]
  } finally {
    await server.stop()
  }
}

export async function run() {
  return onBothDatabases('leads', measure)
}
