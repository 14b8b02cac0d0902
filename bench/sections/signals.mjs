// The dashboard's signals page for a company holding 1 000 000 signals, at 20 connections (docs/performance.md#budgets,
// decisions 017 and 018).
import { interleavedRounds } from '../lib/measure.mjs'
import { startBenchServer } from '../lib/server.mjs'

const APP_PORT = 3231

export const title = 'Agents dashboard (embedded database, 1 000 000 signals)'

export async function run() {
  const server = await startBenchServer('signals-server', { APP_PORT: String(APP_PORT) })
  try {
    const { setup } = server
    const headers = { cookie: setup.cookie }
    const base = `http://127.0.0.1:${APP_PORT}/api/agents/signals`
    // A later page too: the cursor must use the index as well as the first page does.
    const first = await fetch(base, { headers }).then((response) => response.json())
    const { first: firstPage, later } = await interleavedRounds({
      first: { url: base, headers, connections: 20 },
      later: { url: `${base}?cursor=${encodeURIComponent(first.next_cursor)}`, headers, connections: 20 },
    })
    return [
      { name: 'signals seeded for the company', value: `${setup.signals.toLocaleString('en')} (in ${setup.seedSeconds.toFixed(0)} s)` },
      {
        name: 'GET /api/agents/signals first page, p99 at 20 conn.',
        value: `${firstPage.p99} ms (${firstPage.rps.toFixed(0)} req/s)`,
        budget: '< 20 ms',
        ok: firstPage.p99 < 20,
      },
      { name: 'GET /api/agents/signals second page, p99', value: `${later.p99} ms (${later.rps.toFixed(0)} req/s)`, budget: '(reported)' },
      {
        name: 'errors and non-2xx',
        value: String(firstPage.errors + later.errors),
        budget: '0',
        ok: firstPage.errors + later.errors === 0,
      },
    ]
  } finally {
    await server.stop()
  }
}
