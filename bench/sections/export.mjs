// The company export (docs/product.md#company-export, docs/decisions/102-company-export.md) of a company holding
// 1 000 000 signals, on the embedded database the signals bench seeds (its generate_series batches, and a second
// company of 100 000 that must stay out). The archive is downloaded as a browser would, counted and dropped; the
// server's resident memory is read from /proc every 100 ms, the peak told above the idle server's.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { startBenchServer } from '../lib/server.mjs'

const APP_PORT = 3234
const SAMPLE_MS = 100
const BUDGET_MB = 200

export const title = 'Company export (embedded database, 1 000 000 signals)'

/** The bench server's pid: the child of this process running its bundle. */
function serverPid() {
  const lines = execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,args='], { encoding: 'utf8' }).split('\n')
  const line = lines.find((entry) => entry.includes('dist/bench/signals-server.js'))
  if (!line) throw new Error('bench server process not found')
  return Number(line.trim().split(/\s+/)[0])
}

const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

export async function run() {
  const server = await startBenchServer('signals-server', { APP_PORT: String(APP_PORT) })
  try {
    const { setup } = server
    const pid = serverPid()
    const headers = { cookie: setup.cookie }
    const base = `http://127.0.0.1:${APP_PORT}`
    const idle = residentMb(pid)
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), SAMPLE_MS)

    const started = performance.now()
    const created = await fetch(`${base}/api/company/exports`, { method: 'POST', headers }).then((response) => response.json())
    const counted = performance.now()
    const response = await fetch(`${base}${created.download_url}`, { headers })
    if (response.status !== 200) throw new Error(`download answered ${response.status}`)
    let bytes = 0
    for await (const chunk of response.body) bytes += chunk.length
    const ms = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, residentMb(pid))

    const progress = await fetch(`${base}/api/company/exports/${created.id}`, { headers }).then((answer) => answer.json())
    const above = peak - idle
    console.log(
      `export ${setup.signals.toLocaleString('en')} signals: ${(ms / 1000).toFixed(1)} s, peak RSS +${above.toFixed(0)} MB (budget < ${BUDGET_MB} MB)`,
    )
    return [
      { name: 'signals seeded for the company', value: `${setup.signals.toLocaleString('en')} (in ${setup.seedSeconds.toFixed(0)} s)` },
      {
        name: `export ${setup.signals.toLocaleString('en')} signals (count, then download)`,
        value: `${(ms / 1000).toFixed(1)} s (counting ${((counted - started) / 1000).toFixed(1)} s), ${(bytes / 2 ** 20).toFixed(0)} MB zip`,
        budget: '(reported)',
      },
      {
        name: 'peak server RSS above the idle server',
        value: `+${above.toFixed(0)} MB (idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB)`,
        budget: `< ${BUDGET_MB} MB`,
        ok: above < BUDGET_MB,
      },
      {
        name: 'export status; rows written of counted',
        value: `${progress.status}; ${progress.rows_written.toLocaleString('en')} of ${progress.total_rows.toLocaleString('en')}`,
        budget: 'finished; all',
        ok: progress.status === 'finished' && progress.rows_written === progress.total_rows,
      },
    ]
  } finally {
    await server.stop()
  }
}
