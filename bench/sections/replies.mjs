// Replies to agents' e-mails (docs/decisions/128-conversations.md), on the embedded database: replies accepted a
// second through the embedded SMTP receiver and through the signed raw-MIME webhook, ten senders at once on each, each
// reply timed to its "250 OK" or its 200, every one stored once. Budget: ≥ 50 a second, p99 under
// 250 ms.
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { Webhook } from 'standardwebhooks'
import { load } from '../lib/measure.mjs'
import { startBenchServer } from '../lib/server.mjs'
import { percentiles } from '../lib/stream.mjs'

const PORTS = { APP_PORT: 3241, SMTP_PORT: 3242, STATS_PORT: 3243 }
const REPLIES = Number(process.env.BENCH_REPLIES ?? 1000)
// Senders at once: a provider's or a mail server's handful of connections, not a flood.
const SENDERS = 10
const RATE_BUDGET = 50
const P99_BUDGET_MS = 250

export const title = 'Replies to agents’ e-mails (embedded database)'

const reply = (replyTo, id) =>
  new MailComposer({
    from: 'Bench Customer <bench.customer@example.com>',
    to: replyTo,
    subject: 'Re: Opening hours',
    messageId: `<bench-${id}@example.com>`,
    text: `Thanks, that helps. See you on Sunday (${id}).\n\nOn Sat, Sam wrote:\n> Here is the article that answers this.`,
  })
    .compile()
    .build()

async function stored() {
  return (await (await fetch(`http://127.0.0.1:${PORTS.STATS_PORT}/stats`)).json()).stored
}

/** REPLIES replies over SENDERS pooled connections; each timed from sendMail to the server's 250. */
async function overSmtp(replyTo, prefix, total) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: PORTS.SMTP_PORT,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: SENDERS,
    maxMessages: Infinity,
  })
  const raws = await Promise.all(Array.from({ length: total }, (_, index) => reply(replyTo, `${prefix}-${index}`)))
  const latencies = []
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < raws.length) {
      const raw = raws[next++]
      const sentAt = performance.now()
      await transport.sendMail({ envelope: { from: 'bench.customer@example.com', to: [replyTo] }, raw })
      latencies.push(performance.now() - sentAt)
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, worker))
  const seconds = (performance.now() - started) / 1000
  transport.close()
  return { rate: total / seconds, ...percentiles(latencies) }
}

/** The raw-MIME webhook at SENDERS connections, each request a new reply signed as a provider would. */
async function overWebhook(replyTo, secret, prefix, total) {
  const webhook = new Webhook(secret)
  const raws = await Promise.all(Array.from({ length: total }, (_, index) => reply(replyTo, `${prefix}-${index}`)))
  let sequence = 0
  return load({
    url: `http://127.0.0.1:${PORTS.APP_PORT}/api/inbound/mime`,
    method: 'POST',
    connections: SENDERS,
    amount: total,
    requests: [
      {
        setupRequest: (request) => {
          const index = sequence++ % raws.length
          const id = `msg_${prefix}_${index}`
          const body = raws[index].toString('utf8')
          const signature = webhook.sign(id, new Date(), body)
          return {
            ...request,
            headers: {
              'content-type': 'message/rfc822',
              'webhook-id': id,
              'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
              'webhook-signature': signature,
            },
            body,
          }
        },
      },
    ],
  })
}

export async function run() {
  const server = await startBenchServer('replies-server', Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])))
  try {
    const { replyTo, secret } = server.setup
    // Warm-up, not measured: the first messages compile the parsers' and the checks' code paths.
    await overSmtp(replyTo, 'warm-smtp', 100)
    await overWebhook(replyTo, secret, 'warm-hook', 100)
    const before = await stored()
    const smtp = await overSmtp(replyTo, 'smtp', REPLIES)
    const hook = await overWebhook(replyTo, secret, 'hook', REPLIES)
    const hookRate = hook['2xx'] / (hook.duration || 1)
    const storedNow = (await stored()) - before
    return [
      {
        name: `replies over SMTP, ${SENDERS} connections, to "250 OK"`,
        value: `${smtp.rate.toFixed(0)}/s, p99 ${smtp.p99.toFixed(0)} ms, p50 ${smtp.p50.toFixed(0)} ms`,
        budget: `≥ ${RATE_BUDGET}/s, p99 < ${P99_BUDGET_MS} ms`,
        ok: smtp.rate >= RATE_BUDGET && smtp.p99 < P99_BUDGET_MS,
      },
      {
        name: `replies through the signed raw-MIME webhook, ${SENDERS} connections`,
        value: `${hookRate.toFixed(0)}/s, p99 ${hook.latency.p99} ms (${hook.non2xx + hook.errors} not 200)`,
        budget: `≥ ${RATE_BUDGET}/s, p99 < ${P99_BUDGET_MS} ms`,
        ok: hookRate >= RATE_BUDGET && hook.latency.p99 < P99_BUDGET_MS && hook.non2xx + hook.errors === 0,
      },
      {
        name: 'replies stored, of those acknowledged',
        value: `${storedNow} of ${REPLIES * 2}`,
        budget: 'each once',
        ok: storedNow === REPLIES * 2,
      },
    ]
  } finally {
    await server.stop()
  }
}
