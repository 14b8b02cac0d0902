// The test bench (docs/decisions/134-test-bench.md), on the embedded database and on PostgreSQL: the scripted model
// answers every call after 300 ms. Lead events arrive at a steady pace, first alone, then while an owner's run replays
// 50 earlier e-mails through the current and a proposed model (two drafts and two judge calls each): the run must
// finish within its budget, and the live runtime keep its own (Sam's processed signal, each new draft in Approvals),
// shown beside the same figures without the run.
import { setTimeout as sleep } from 'node:timers/promises'
import { onBothDatabases } from '../lib/scratch-database.mjs'
import { startBenchServer } from '../lib/server.mjs'
import { followFirstProcessedSignals, percentiles } from '../lib/stream.mjs'

const PORTS = { APP_PORT: 3231, STATS_PORT: 3232 }
const RATE = Number(process.env.BENCH_TEST_BENCH_RATE ?? 10)
const ALONE_SECONDS = Number(process.env.BENCH_TEST_BENCH_ALONE_SECONDS ?? 6)
const MODEL_DELAY_MS = 300
const CASES = 50

export const title = `Test bench replaying ${CASES} e-mails with the model answering in ${MODEL_DELAY_MS} ms, beside live events`

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

const within = (map, ids) => [...ids].flatMap((id) => (map.has(id) ? [map.get(id)] : []))

async function measure(label, env) {
  const server = await startBenchServer('test-bench-server', {
    ...Object.fromEntries(Object.entries(PORTS).map(([key, value]) => [key, String(value)])),
    MODEL_DELAY_MS: String(MODEL_DELAY_MS),
    ...env,
  })
  try {
    const { keys, cookie, modelUrl } = server.setup
    const app = `http://127.0.0.1:${PORTS.APP_PORT}`
    const acceptedAt = new Map()
    const phases = { alone: new Set(), beside: new Set() }
    const aborter = new AbortController()
    const signals = await followFirstProcessedSignals(`${app}/api/agents/stream`, cookie, acceptedAt, aborter.signal)
    await sleep(300)

    let sent = 0
    let refused = 0
    const sends = []
    /** Offers events at RATE a second while `going()` holds, each counted in `phase`. */
    async function offer(phase, going) {
      const started = performance.now()
      for (let index = 0; going(); index++) {
        const wait = started + (index * 1000) / RATE - performance.now()
        if (wait > 0) await sleep(wait)
        const number = sent++
        sends.push(
          fetch(`${app}/api/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[number % keys.length]}` },
            body: leadBody(`live-${number}`),
          }).then(
            async (answer) => {
              const at = performance.now()
              if (answer.status !== 202) return void (refused += 1)
              const { id } = await answer.json()
              acceptedAt.set(id, at)
              phases[phase].add(id)
            },
            () => void (refused += 1),
          ),
        )
      }
    }

    const aloneUntil = performance.now() + ALONE_SECONDS * 1000
    await offer('alone', () => performance.now() < aloneUntil)

    const started = performance.now()
    const response = await fetch(`${app}/api/test-bench/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ model: { provider: 'openai-compatible', model: 'bench-proposed', baseUrl: modelUrl } }),
    })
    if (response.status !== 201) throw new Error(`the run did not start: ${response.status} ${await response.text()}`)
    const { id } = await response.json()
    let run = { status: 'running', casesDone: 0, casesTotal: CASES }
    let finishedAt = null
    const readRun = async () => {
      run = await (await fetch(`${app}/api/test-bench/runs/${id}`, { headers: { cookie } })).json()
      if (run.status !== 'running') finishedAt ??= performance.now()
    }
    const polling = (async () => {
      while (run.status === 'running' && performance.now() - started < 180_000) {
        await sleep(200)
        await readRun()
      }
    })()
    await offer('beside', () => run.status === 'running' && performance.now() - started < 180_000)
    await polling
    await Promise.all(sends)
    const seconds = ((finishedAt ?? performance.now()) - started) / 1000

    const statsBase = `http://127.0.0.1:${PORTS.STATS_PORT}`
    let stats = await (await fetch(`${statsBase}/stats`)).json()
    for (const until = Date.now() + 60_000; stats.awaiting < acceptedAt.size && Date.now() < until;) {
      await sleep(250)
      stats = await (await fetch(`${statsBase}/stats`)).json()
    }
    const deadline = performance.now() + 30_000
    while (signals.size < acceptedAt.size && performance.now() < deadline) await sleep(100)
    aborter.abort()

    const drafts = new Map(stats.latencies)
    const [draftsAlone, draftsBeside] = [percentiles(within(drafts, phases.alone)), percentiles(within(drafts, phases.beside))]
    const [signalsAlone, signalsBeside] = [percentiles(within(signals, phases.alone)), percentiles(within(signals, phases.beside))]
    const ms = (value) => `${value.toFixed(0)} ms`
    const rows = [
      {
        name: `test bench replay of ${CASES} e-mails`,
        value: `${seconds.toFixed(1)} s (${run.casesDone}/${run.casesTotal} replayed, ${run.summary?.compared ?? 0} compared, ${run.status})`,
        budget: '< 30 s',
        ok: seconds < 30 && run.status === 'finished' && run.casesDone === CASES,
      },
      {
        name: `event → draft in Approvals, ${RATE}/s, p99`,
        value: `${ms(draftsBeside.p99)} during the run, ${ms(draftsAlone.p99)} without (${stats.awaiting}/${acceptedAt.size} drafts)`,
        budget: 'p99 < 2 s during the run',
        ok: draftsBeside.p99 < 2000 && stats.awaiting === acceptedAt.size && refused === 0,
      },
      {
        name: 'acceptance → Sam’s processed signal, p99',
        value: `${ms(signalsBeside.p99)} during the run, ${ms(signalsAlone.p99)} without (${signals.size}/${acceptedAt.size} seen)`,
        budget: 'p99 < 500 ms during the run',
        ok: signalsBeside.p99 < 500 && signals.size === acceptedAt.size,
      },
    ]
    return rows.map((row) => ({ ...row, name: `${label}: ${row.name}` }))
  } finally {
    await server.stop()
  }
}

export async function run() {
  return onBothDatabases('test_bench', measure)
}
