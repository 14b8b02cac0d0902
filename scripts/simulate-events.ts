// `npm run simulate -- --key <api key> [--company <id>] [--rate 5] [--duration 30] [--url http://localhost:3000]`
// Posts a realistic stream of business events through the public POST /api/events, as n8n would, with a
// progress bar. The key names the company; --company makes the run stop if the key belongs to another one.
import { parseArgs } from 'node:util'
import { getExampleEvent } from '../src/shared/agents/event-examples'
import { EVENT_TYPES, type EventType } from '../src/shared/schemas/events'

// How often each event happens in a small business: leads and tickets most, hires least.
const WEIGHTS: Partial<Record<EventType, number>> = {
  'lead.created': 8,
  'form.submitted': 4,
  'email.replied': 4,
  'meeting.booked': 2,
  'ticket.created': 6,
  'chat.started': 5,
  'ticket.resolved': 4,
  'ticket.escalated': 1,
  'order.completed': 4,
  'payment.received': 3,
  'invoice.sent': 2,
  'deal.won': 2,
  'payment.overdue': 1,
  'usage.dropped': 1,
  'feedback.negative': 1,
  'subscription.renewal_due': 1,
  'application.received': 2,
}
const weighted = EVENT_TYPES.flatMap((type) => Array.from({ length: WEIGHTS[type] ?? 1 }, () => type))

const { values } = parseArgs({
  options: {
    key: { type: 'string', default: process.env.AGENTWORKS_API_KEY },
    company: { type: 'string' },
    rate: { type: 'string', default: '5' },
    duration: { type: 'string', default: '30' },
    url: { type: 'string', default: process.env.AGENTWORKS_URL ?? 'http://localhost:3000' },
    seed: { type: 'string', default: '1' },
  },
})
const rate = Number(values.rate)
const duration = Number(values.duration)
if (!values.key || !(rate > 0) || !(duration > 0)) {
  console.error('Usage: npm run simulate -- --key <api key> [--company <id>] [--rate <events/s>] [--duration <s>] [--url <base url>]')
  process.exit(2)
}

// A small deterministic generator (mulberry32): the same seed replays the same stream.
let state = Number(values.seed) >>> 0
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const total = Math.round(rate * duration)
const counts = { accepted: 0, duplicate: 0, failed: 0 }
const runId = Date.now().toString(36)
const started = Date.now()

function drawBar(done: number) {
  const width = 30
  const filled = Math.round((done / total) * width)
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} sent · ${counts.accepted} accepted · ${counts.failed} failed`,
  )
}

async function send(index: number) {
  const type = weighted[Math.floor(random() * weighted.length)]!
  const data = getExampleEvent(type, Math.floor(random() * 10), `${runId}-${index}`)
  const response = await fetch(`${values.url}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${values.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type, data, occurred_at: new Date().toISOString(), idempotency_key: `simulate-${runId}-${index}` }),
  }).catch((error: Error) => ({ ok: false, status: 0, json: async () => ({ message: error.message }) }))
  const body = (await response.json().catch(() => ({}))) as { company_id?: string; duplicate?: boolean; message?: string }
  if (!response.ok) {
    counts.failed += 1
    if (response.status === 401) {
      console.error(`\nThe server refused the key: ${body.message ?? response.status}`)
      process.exit(1)
    }
    return
  }
  if (values.company && body.company_id !== values.company) {
    console.error(`\nThis key belongs to company ${body.company_id}, not ${values.company}: stopping.`)
    process.exit(1)
  }
  if (body.duplicate) counts.duplicate += 1
  else counts.accepted += 1
}

const inFlight = new Set<Promise<void>>()
for (let index = 0; index < total; index++) {
  // Paced by the clock, not by answers: a slow server sees the rate it was asked to take.
  const due = started + (index * 1000) / rate
  const wait = due - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  const promise = send(index).finally(() => inFlight.delete(promise))
  inFlight.add(promise)
  drawBar(index + 1)
}
await Promise.all(inFlight)
drawBar(total)
const seconds = (Date.now() - started) / 1000
console.error(
  `\nDone in ${seconds.toFixed(1)} s: ${counts.accepted} accepted, ${counts.duplicate} duplicates, ${counts.failed} failed (${(counts.accepted / seconds).toFixed(1)} events/s).`,
)
process.exit(counts.failed ? 1 : 0)
