import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

// How far a Standard Webhooks timestamp may be from our clock, either way (https://www.standardwebhooks.com).
const STANDARD_TOLERANCE_SECONDS = 5 * 60
/**
 * How old a Mailgun timestamp may be. Mailgun signs only timestamp and token, not the body, and resends a failed POST
 * with the same signature for 8 hours (docs/inbound-email.md#mailgun): a five-minute window would turn any answer we
 * could not give (a restart, a database hiccup) into a lost reply. Replays are refused by the token, which is
 * accepted once within this window (`MAILGUN_TOKEN_LIMIT` in inbound-webhook-routes.ts).
 */
export const MAILGUN_TOLERANCE_SECONDS = 9 * 60 * 60
const CLOCK_SKEW_SECONDS = 5 * 60

/** Equal in time that depends on neither value: digests first, so lengths do not show either. */
function equalSecrets(given: Buffer | string, expected: Buffer | string): boolean {
  const digest = (value: Buffer | string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

const within = (timestamp: string, nowMs: number, pastSeconds: number) => {
  if (!/^\d{1,12}$/.test(timestamp)) return false
  const age = nowMs / 1000 - Number(timestamp)
  return age <= pastSeconds && age >= -CLOCK_SKEW_SECONDS
}

export type StandardWebhookHeaders = { id?: string; timestamp?: string; signature?: string }

/**
 * A Standard Webhooks signature (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, several separated by spaces) over
 * the body's exact bytes: the `standardwebhooks` package decodes a body as UTF-8 first, and a raw message may hold
 * bytes that are not, which would then sign alike.
 */
export function verifyStandardWebhook(
  secret: string,
  { id, timestamp, signature }: StandardWebhookHeaders,
  body: Buffer,
  nowMs = Date.now(),
) {
  if (!id || !timestamp || !signature || !within(timestamp, nowMs, STANDARD_TOLERANCE_SECONDS)) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest()
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    return version === 'v1' && value !== undefined && equalSecrets(Buffer.from(value, 'base64'), expected)
  })
}

export type MailgunSignature = { timestamp: string; token: string; signature: string }

/** Mailgun's signature: hex HMAC-SHA256 of timestamp followed by token, with the webhook signing key. */
export function verifyMailgunSignature(key: string, { timestamp, token, signature }: MailgunSignature, nowMs = Date.now()) {
  if (!within(timestamp, nowMs, MAILGUN_TOLERANCE_SECONDS)) return false
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex')
  return equalSecrets(signature.toLowerCase(), expected)
}

/** HTTP basic authentication (RFC 7617) with this user and password, both compared in constant time. */
export function matchesBasicAuth(authorization: string | undefined, user: string, password: string): boolean {
  const encoded = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(authorization ?? '')?.[1]
  if (!encoded) return false
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return false
  const userMatches = equalSecrets(decoded.slice(0, colon), user)
  const passwordMatches = equalSecrets(decoded.slice(colon + 1), password)
  return userMatches && passwordMatches
}
