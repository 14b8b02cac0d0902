// Agents that write with a language model (docs/decisions/106-ai-writing.md), on the embedded database and on
// PostgreSQL: the model answers after a fixed 300 ms. Paced lead events make Max write a draft each while Sam acts on
// Max's signal without writing: the time from acceptance to Sam's processed signal on the live stream must stay within
// the runtime's budget (model latency never blocks the runtime's other work), while each draft reaches Approvals once
// the model has answered.
import { setTimeout as sleep } from 'node:timers/promises'
import { onBothDatabases } from '../lib/scratch-database.mjs'
import { startBenchServer } from '../lib/server.mjs'
import { followFirstProcessedSignals, percentiles } from '../lib/stream.mjs'

const PORTS = { APP_PORT: 3221, STATS_PORT: 3222 }
const RATE = Number(process.env.BENCH_DRAFTS_RATE ?? 20)
const SECONDS = Number(process.env.BENCH_DRAFTS_SECONDS ?? 10)
const MODEL_DELAY_MS = 300

export const title = `Agents writing with a model answering in ${MODEL_DELAY_MS} ms (embedded database and PostgreSQL)`

// Each lead its own person, so each event is a draft of its own (messages to one person join one e-mail).
const leadBody = (id) =>
  JSON.stringify({
    type: 'lead.created',
    data: {
      lead_id: id,
      name: 'Bench Lead',
      email: `bench.lead+${id}@example.com`,
      source: 'referral',
      budget: 12000,
      timeline: 'this_month',
      message: 'Could you tell us how pricing works for a team of twelve?',
    },
  })

async function readStats(base) {
  return (await fetch(`${base}/stats`)).json()
}

async function measure(label, env) {
  const server = await startBenchServer('drafts-server', {
    ...Object.fromEntries(Object.entries(PORTS).map(([key, value]) => [key, String(value)])),
    MODEL_DELAY_MS: String(MODEL_DELAY_MS),
    ...env,
  })
  try {
    const { keys, cookie } = server.setup
    const app = `http://127.0.0.1:${PORTS.APP_PORT}`
    const statsBase = `http://127.0.0.1:${PORTS.STATS_PORT}`

    // Sam's processed signal on the stream, per event: the runtime's work that writes nothing.
    const acceptedAt = new Map()
    const aborter = new AbortController()
    const latencies = await followFirstProcessedSignals(`${app}/api/agents/stream`, cookie, acceptedAt, aborter.signal)
    await sleep(300)
    const total = RATE * SECONDS
    const started = performance.now()
    const sends = []
    let refused = 0
    for (let index = 0; index < total; index++) {
      const wait = started + (index * 1000) / RATE - performance.now()
      if (wait > 0) await sleep(wait)
      sends.push(
        fetch(`${app}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[index % keys.length]}` },
          body: leadBody(`draft-${index}`),
        }).then(
          async (response) => {
            const at = performance.now()
            if (response.status !== 202) return void (refused += 1)
            acceptedAt.set((await response.json()).id, at)
          },
          () => void (refused += 1),
        ),
      )
    }
    await Promise.all(sends)
    let stats = await readStats(statsBase)
    for (const until = Date.now() + 180_000; stats.awaiting < stats.events && Date.now() < until; stats = await readStats(statsBase))
      await sleep(250)
    const deadline = performance.now() + 30_000
    while (latencies.size < acceptedAt.size && performance.now() < deadline) await sleep(100)
    aborter.abort()

    const runtime = percentiles(latencies.values())
    const drafts = percentiles(stats.latencies)
    // Drafts written from the first to the last: a writer that falls behind the offered rate stretches this span.
    const span = stats.last_written && stats.first_written ? (stats.last_written - stats.first_written) / 1000 : NaN
    const draftsPerSecond = (stats.awaiting - 1) / span
    const rows = [
      {
        name: `event → draft in Approvals, ${RATE}/s offered`,
        value: `p99 ${drafts.p99.toFixed(0)} ms, p50 ${drafts.p50.toFixed(0)} ms (${stats.awaiting}/${stats.events} drafts, ${stats.by_model} by the model)`,
        budget: 'p99 < 2 s (model 300 ms + job pickup)',
        ok: drafts.p99 < 2000 && stats.awaiting === stats.events && stats.by_model === stats.events && refused === 0,
      },
      {
        name: 'drafts written per second, sustained',
        value: `${draftsPerSecond.toFixed(1)} drafts/s, first to last written in ${span.toFixed(1)} s`,
        budget: `≥ ${RATE * 0.95} (the offered rate)`,
        ok: draftsPerSecond >= RATE * 0.95,
      },
      // The earlier runtime budget, for the agent that does not write, while the model is busy.
      {
        name: 'acceptance → Sam’s processed signal, meanwhile',
        value: `p99 ${runtime.p99.toFixed(0)} ms, p50 ${runtime.p50.toFixed(0)} ms (${latencies.size}/${acceptedAt.size} seen)`,
        budget: 'p99 < 500 ms',
        ok: runtime.p99 < 500 && latencies.size === acceptedAt.size,
      },
    ]
    return rows.map((row) => ({ ...row, name: `${label}: ${row.name}` }))
  } finally {
    await server.stop()
  }
}

export async function run() {
  return onBothDatabases('drafts', measure)
}
