// Replies to agents' e-mails (docs/decisions/128-conversations.md), on the embedded database: replies accepted a
// second through the embedded SMTP receiver and through the signed raw-MIME webhook, ten senders at once on each, each
// reply timed to its "250 OK" or its 200, every one stored once. Budget: ≥ 50 a second, p99 under
// 250 ms. Then each reply answered (docs/decisions/129-answers-in-the-thread.md): replies in many conversations, paced,
// each timed from its "250 OK" to its answer's draft, written by a model that answers in 300 ms, waiting in Approvals.
import { setTimeout as sleep } from 'node:timers/promises'
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
// The answers: one reply per conversation, at a pace a busy inbox sees, long enough for a p99 of its own.
const ANSWERED = Number(process.env.BENCH_ANSWERED_REPLIES ?? 150)
const ANSWER_RATE = 10
const MODEL_DELAY_MS = 300
const ANSWER_BUDGET_MS = 2000

export const title = 'Replies to agents’ e-mails (embedded database)'

const reply = (replyTo, id, from = 'bench.customer@example.com', words = 'Thanks, that helps. See you on Sunday') =>
  new MailComposer({
    from: `Bench Customer <${from}>`,
    to: replyTo,
    subject: 'Re: Opening hours',
    messageId: `<bench-${id}@example.com>`,
    text: `${words} (${id}).\n\nOn Sat, Sam wrote:\n> Here is the article that answers this.`,
  })
    .compile()
    .build()

const stats = async (route = 'stats') => (await fetch(`http://127.0.0.1:${PORTS.STATS_PORT}/${route}`)).json()
const stored = async () => (await stats()).stored

const smtpTransport = () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: PORTS.SMTP_PORT,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: SENDERS,
    maxMessages: Infinity,
  })

/** REPLIES replies over SENDERS pooled connections; each timed from sendMail to the server's 250. */
async function overSmtp(replyTo, prefix, total) {
  const transport = smtpTransport()
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

/**
 * One reply from each person, ANSWER_RATE a second over SMTP (the receiver wakes the runtime once a reply is stored),
 * each timed from its "250 OK" to its answer's draft being written, in this machine's clock, which the server's
 * timestamps share. Its event's received_at would start earlier: it is the start of the transaction that stored the
 * reply, before the commit and the 250. Each answer must be the model's and wait in Approvals (Sam's review is on).
 */
async function answered(people) {
  const transport = smtpTransport()
  const words = 'Thanks. Are you open on public holidays too?'
  const raws = await Promise.all(people.map(({ from, to }, index) => reply(to, `answer-${index}`, from, words)))
  const acknowledged = new Map()
  let refused = 0
  const started = performance.now()
  const sends = []
  for (const [index, { from, to }] of people.entries()) {
    const wait = started + (index * 1000) / ANSWER_RATE - performance.now()
    if (wait > 0) await sleep(wait)
    sends.push(
      transport.sendMail({ envelope: { from, to: [to] }, raw: raws[index] }).then(
        () => void acknowledged.set(`bench-answer-${index}@example.com`, Date.now()),
        () => void (refused += 1),
      ),
    )
  }
  await Promise.all(sends)
  transport.close()
  let answers = await stats('answers')
  const written = () => answers.drafts.filter((draft) => draft.status !== 'writing').length
  for (const until = Date.now() + 60_000; written() < acknowledged.size && Date.now() < until; answers = await stats('answers'))
    await sleep(250)
  const latencies = answers.drafts
    .filter((draft) => draft.status === 'awaiting' && draft.writer === 'model' && acknowledged.has(draft.message_id))
    .map((draft) => draft.written - acknowledged.get(draft.message_id))
  return { ...percentiles(latencies), byModel: latencies.length, refused }
}

export async function run() {
  const server = await startBenchServer('replies-server', {
    ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
    ANSWERED_REPLIES: String(ANSWERED),
    MODEL_DELAY_MS: String(MODEL_DELAY_MS),
  })
  try {
    const { replyTo, secret, people } = server.setup
    // Warm-up, not measured: the first messages compile the parsers' and the checks' code paths.
    await overSmtp(replyTo, 'warm-smtp', 100)
    await overWebhook(replyTo, secret, 'warm-hook', 100)
    const before = await stored()
    const smtp = await overSmtp(replyTo, 'smtp', REPLIES)
    const hook = await overWebhook(replyTo, secret, 'hook', REPLIES)
    const hookRate = hook['2xx'] / (hook.duration || 1)
    const storedNow = (await stored()) - before
    // The answers start once the flood's events have run (their answers wait for a person; reply-answers.ts says why
    // its messages, still being handled, are not waited for).
    const quietBy = Date.now() + 60_000
    while ((await stats()).left > 0 && Date.now() < quietBy) await sleep(250)
    const answers = await answered(people)
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
      {
        name: `reply → draft waiting in Approvals, ${ANSWER_RATE}/s offered`,
        value: `p99 ${answers.p99.toFixed(0)} ms, p50 ${answers.p50.toFixed(0)} ms from "250 OK" (${answers.byModel}/${ANSWERED} by the model)`,
        budget: `p99 < ${ANSWER_BUDGET_MS / 1000} s (model ${MODEL_DELAY_MS} ms + job pickup)`,
        ok: answers.p99 < ANSWER_BUDGET_MS && answers.byModel === ANSWERED && answers.refused === 0,
      },
    ]
  } finally {
    await server.stop()
  }
}
