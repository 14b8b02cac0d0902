// Shared measuring helpers for `npm run bench`. This machine is noisy: a figure is the median of several
// interleaved rounds, never one run.
import autocannon from 'autocannon'

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
/** Unmeasured load before the first round: the first seconds after a start compile routes and plan queries. */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2)
/** Connections of a load unless its section fixes another count; every figure's name says which it used. */
export const CONNECTIONS = 50

/** A load of SECONDS, or of `amount` requests when given. */
export const load = (options) => autocannon({ connections: CONNECTIONS, ...(options.amount ? {} : { duration: SECONDS }), ...options })

/** Runs each target for WARM_UP_SECONDS without measuring. Requests it sends are real: a target's side effects count. */
export async function warmUp(targets) {
  for (const options of targets) await load({ ...options, duration: WARM_UP_SECONDS })
}
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Warms every target up, then runs each once per round, targets interleaved, and returns each target's median req/s
 * and p99. `settle`, when given, is awaited before each measured load: for a server that works off what a load left
 * behind (e-mails, webhooks), so one target's load does not measure the backlog of the target before it.
 */
export async function interleavedRounds(targets, { rounds = ROUNDS, label = 'round', settle } = {}) {
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, { rps: [], p99: [], errors: 0, ok: 0 }]))
  // The warm-up's answers are not the round's: a target's response handlers do not see them.
  await warmUp(
    Object.values(targets).map((options) => ({
      ...options,
      requests: options.requests?.map((request) => ({ ...request, onResponse: undefined })),
    })),
  )
  for (let round = 0; round < rounds; round++) {
    for (const [name, options] of Object.entries(targets)) {
      await settle?.()
      const result = await load(options)
      samples[name].rps.push(result.requests.average)
      samples[name].p99.push(result.latency.p99)
      samples[name].errors += result.errors + result.non2xx + result.timeouts
      samples[name].ok += result['2xx']
    }
    process.stdout.write(`${label} ${round + 1}/${rounds} done\n`)
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, s]) => [name, { rps: median(s.rps), p99: median(s.p99), errors: s.errors, ok: s.ok }]),
  )
}

export const percent = (part, whole) => `${((part / whole) * 100).toFixed(0)}%`
