// Webhook deliveries (docs/performance.md#budgets, decision 084): 1,000 quiz-lead deliveries queued at once, drained to
// a receiver in this process that answers at once, on the embedded database; the receiver counts what it got and the
// most requests it had open at one time (at most 8 to one destination).
import { createServer } from 'node:http'
import { startBenchServer } from '../lib/server.mjs'

const PORTS = { CONTROL_PORT: 3231, RECEIVER_PORT: 3232 }
const COUNT = Number(process.env.BENCH_WEBHOOK_COUNT ?? 1000)

export const title = 'Webhook deliveries (embedded database)'

function startReceiver() {
  const counts = { received: 0, open: 0, mostOpen: 0 }
  // Each attempt has its own connection (webhook-attempt.ts): the connections open at once are the attempts in flight.
  const server = createServer((request, response) => {
    counts.received += 1
    request.resume().on('end', () => response.writeHead(204).end())
  }).on('connection', (socket) => {
    counts.open += 1
    counts.mostOpen = Math.max(counts.mostOpen, counts.open)
    socket.on('close', () => (counts.open -= 1))
  })
  return new Promise((resolve) =>
    server.listen(PORTS.RECEIVER_PORT, '127.0.0.1', () =>
      resolve({ counts, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  )
}

export async function run() {
  const receiver = await startReceiver()
  const server = await startBenchServer('webhook-drain-server', {
    CONTROL_PORT: String(PORTS.CONTROL_PORT),
    RECEIVER_URL: `http://127.0.0.1:${PORTS.RECEIVER_PORT}/hook`,
    COUNT: String(COUNT),
  })
  try {
    const response = await fetch(`http://127.0.0.1:${PORTS.CONTROL_PORT}/drain`, { method: 'POST' })
    const { ms, delivered } = await response.json()
    const { received, mostOpen } = receiver.counts
    return [
      {
        name: `${COUNT.toLocaleString('en')} queued webhook deliveries to a local receiver that answers at once, drained in`,
        value: `${(ms / 1000).toFixed(1)} s (${Math.round((delivered / ms) * 1000)}/s)`,
        budget: '< 10 s',
        ok: ms < 10_000 && delivered === COUNT,
      },
      {
        name: 'requests the receiver got; most connections open at once',
        value: `${received}; ${mostOpen}`,
        budget: `${COUNT}; ≤ 8`,
        ok: received === COUNT && mostOpen <= 8,
      },
    ]
  } finally {
    await server.stop()
    await receiver.close()
  }
}
