import http from 'node:http'
import https from 'node:https'
import { describeAddressClass, pinnedLookup, vetHost, type AddressPolicy, type VettedHost } from './public-address'
import { readAnswerStart, toStoredAnswer } from './receiver-answer'
import { signWebhook, type SignedRequest } from './webhook-signing'

/**
 * Delays before each attempt, like Svix's schedule (docs/product.md#quiz-webhook): immediately, 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h. After the last one fails the delivery is given up.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000]
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 15_000
// A Retry-After beyond a day is not honoured literally; the delivery would otherwise stall for ever.
const MAX_RETRY_AFTER_MS = 24 * 3_600_000

/** `response`: the start of the receiver's answer (receiver-answer.ts); absent when none came (refused, unreachable). */
export type AttemptOutcome =
  | { kind: 'delivered'; statusCode: number; response: string }
  | { kind: 'retry'; statusCode?: number; response?: string; error: string; retryAfterMs?: number }
  | { kind: 'gone'; statusCode: 410; response: string }

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

/**
 * The delay before the next attempt after `attemptsMade` failed ones, or null when none is left.
 * A receiver's Retry-After (429, 503) wins when it asks for longer than the schedule.
 */
export function getNextAttemptDelay(
  attemptsMade: number,
  retryAfterMs?: number,
  schedule: readonly number[] = WEBHOOK_RETRY_SCHEDULE_MS,
): number | null {
  const scheduled = schedule[attemptsMade]
  if (scheduled === undefined) return null
  return retryAfterMs === undefined ? scheduled : Math.max(scheduled, retryAfterMs)
}

export type AttemptInput = {
  url: string
  secret: string
  id: string
  body: string
  timeoutMs?: number
  /**
   * For a URL a user entered: its host is resolved and checked now, and the connection goes to the checked addresses
   * only (docs/decisions/075-outgoing-requests-to-public-addresses.md). None: the operator's own URL, trusted as it is.
   */
  policy?: AddressPolicy
}

type ReceiverReply = { statusCode: number; retryAfter: string | null; body: Buffer }

/** One signed POST. Redirects are not followed (a 3xx is a failure); each attempt has a timeout. */
export async function attemptWebhook({
  url,
  secret,
  id,
  body,
  timeoutMs = WEBHOOK_ATTEMPT_TIMEOUT_MS,
  policy,
}: AttemptInput): Promise<AttemptOutcome> {
  const signed = signWebhook(secret, id, body)
  let response: ReceiverReply
  try {
    const target = new URL(url)
    let lookup: http.RequestOptions['lookup']
    if (policy) {
      const vetted = await vetHost(target.hostname, policy)
      if (!vetted.ok) return { kind: 'retry', error: describeRefusal(vetted) }
      lookup = pinnedLookup(target.hostname, vetted.addresses)
    }
    response = await post(target, signed, timeoutMs, lookup)
  } catch (error) {
    const name = (error as Error).name
    return { kind: 'retry', error: name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : String((error as Error).message ?? error) }
  }
  const { statusCode } = response
  const answer = toStoredAnswer(response.body)
  if (statusCode >= 200 && statusCode < 300) return { kind: 'delivered', statusCode, response: answer }
  if (statusCode === 410) return { kind: 'gone', statusCode: 410, response: answer }
  const retryAfterMs = statusCode === 429 || statusCode === 503 ? parseRetryAfter(response.retryAfter) : undefined
  // The receiver's own explanation goes with the status: n8n's 404 says which webhook is not registered.
  const explanation = answer.trim().replace(/\s+/g, ' ')
  return {
    kind: 'retry',
    statusCode,
    response: answer,
    error: explanation ? `HTTP ${statusCode}: ${explanation}` : `HTTP ${statusCode}`,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  }
}

function describeRefusal(vetted: Exclude<VettedHost, { ok: true }>): string {
  if (vetted.problem === 'unresolved') return `DNS lookup of ${vetted.hostname} failed (${vetted.code})`
  const what = describeAddressClass(vetted.addressClass)
  return vetted.hostname === vetted.address
    ? `Refused: ${vetted.address} is ${what}`
    : `Refused: ${vetted.hostname} resolves to ${vetted.address}, ${what}`
}

/**
 * node:http(s) rather than fetch: Node's fetch takes a lookup hook only through an undici Agent, and undici is not a
 * dependency. `lookup` pins a user's URL to its vetted addresses; without it (the operator's URL) DNS answers as usual.
 * A fresh agent per attempt (`agent: false`), so no pooled socket opened before a check is reused.
 */
function post(url: URL, signed: SignedRequest, timeoutMs: number, lookup: http.RequestOptions['lookup']): Promise<ReceiverReply> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...signed.headers, 'content-length': String(Buffer.byteLength(signed.body)) },
        ...(lookup ? { lookup } : {}),
        agent: false,
      },
      (response) => {
        const retryAfter = response.headers['retry-after']
        void readAnswerStart(response).then((body) =>
          resolve({ statusCode: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, body }),
        )
      },
    )
    const timer = setTimeout(() => {
      const timeout = new Error(`timed out after ${timeoutMs} ms`)
      timeout.name = 'TimeoutError'
      request.destroy(timeout)
    }, timeoutMs)
    request.on('error', reject).on('close', () => clearTimeout(timer))
    request.end(signed.body)
  })
}

/** The delivery row's fields after an attempt, and the delay before the next one (null: none). */
export type AttemptRecord = {
  delay: number | null
  update: {
    status: 'delivered' | 'failed' | 'pending'
    attempts: number
    last_status_code: number | null
    last_response: string | null
    last_error: string | null
    next_attempt_at: Date | null
    finished: boolean
  }
}

function describeOutcome(outcome: AttemptOutcome): string | null {
  if (outcome.kind === 'delivered') return null
  if (outcome.kind === 'gone') return 'HTTP 410: the receiver asked to stop'
  return outcome.error.slice(0, 500)
}

/** What attempt number `attempt` (0-based) ending in `outcome` means for its delivery: shared by every webhook queue. */
export function recordAttempt(
  outcome: AttemptOutcome,
  attempt: number,
  schedule: readonly number[] = WEBHOOK_RETRY_SCHEDULE_MS,
  now = Date.now(),
): AttemptRecord {
  const attempts = attempt + 1
  const delay = outcome.kind === 'retry' ? getNextAttemptDelay(attempts, outcome.retryAfterMs, schedule) : null
  const status = outcome.kind === 'delivered' ? 'delivered' : delay === null ? 'failed' : 'pending'
  return {
    delay,
    update: {
      status,
      attempts,
      last_status_code: outcome.statusCode ?? null,
      last_response: outcome.response ?? null,
      last_error: describeOutcome(outcome),
      next_attempt_at: delay === null ? null : new Date(now + delay),
      finished: status !== 'pending',
    },
  }
}
