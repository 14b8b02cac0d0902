import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { FastifySchema, onResponseHookHandler, RouteOptions } from 'fastify'
import type { Config } from '@/server/config'
import { loadTestConfig } from './test-app'

export type AppRoute = { method: string; url: string; schema: FastifySchema | undefined; access: string | undefined }

/**
 * The app's routes as buildApp adds them (AppOptions.onRoute), and which of them answered a 4xx or 5xx: a test that
 * must reach every route learns of a new one without being told. HEAD routes (Fastify adds one per GET) and a
 * trailing slash are folded into their GET route.
 */
export function createRouteRecorder() {
  const routes: AppRoute[] = []
  const failed = new Set<string>()
  const onRoute = (route: RouteOptions) => {
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || routes.some((known) => known.method === method && known.url === url)) continue
      routes.push({ method, url, schema: route.schema, access: route.config?.access })
    }
    const record: onResponseHookHandler = async (request, reply) => {
      if (reply.statusCode >= 400) failed.add(`${request.method} ${url}`)
    }
    route.onResponse = [...[route.onResponse ?? []].flat(), record]
  }
  return { routes, failed, onRoute }
}

/** `/api/agents/:id` with each parameter filled in by `fill(name)`. */
export function fillParams(url: string, fill: (name: string) => string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(fill(name)))
}

type ZodLike = { shape?: Record<string, unknown>; unwrap?: () => ZodLike; in?: ZodLike; def?: { innerType?: ZodLike; in?: ZodLike } }

/** The field names of a route's zod object schema (through optional, default and pipe wrappers); [] if it has none. */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as ZodLike | undefined
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.shape) return Object.keys(current.shape)
    current = current.def?.innerType ?? current.def?.in ?? current.in
  }
  return []
}

// The inbound mail webhooks (docs/inbound-email.md) are added only when INBOUND_DOMAIN and their secrets are set: a
// sweep's app sets them all, so that it reaches these routes too, and calls them with these credentials.
export const INBOUND = {
  domain: 'replies.example.com',
  webhookSecret: `whsec_${Buffer.from('agentworks-test-inbound-webhook!').toString('base64')}`,
  mailgunSigningKey: 'agentworks-test-mailgun-signing-key',
  postmark: { user: 'postmark', password: 'agentworks-test-postmark-password' },
}

/** Every name is unknown: the SPF, DKIM and DMARC checks of a webhook's message ask no DNS (this machine has none). */
async function noDns(name: string): Promise<never> {
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
}

/** The test config under which buildApp adds every route, the inbound webhooks included. */
export function configWithEveryRoute(): Config {
  const config = loadTestConfig({
    INBOUND_DOMAIN: INBOUND.domain,
    INBOUND_WEBHOOK_SECRET: INBOUND.webhookSecret,
    MAILGUN_WEBHOOK_SIGNING_KEY: INBOUND.mailgunSigningKey,
    POSTMARK_INBOUND_USER: INBOUND.postmark.user,
    POSTMARK_INBOUND_PASSWORD: INBOUND.postmark.password,
  })
  return { ...config, inbound: { ...config.inbound!, dnsResolver: noDns } }
}

/** Standard Webhooks headers (POST /api/inbound/mime) that sign `body` now, with the configured secret unless another. */
export function standardWebhookHeaders(body: Buffer | string, secret = INBOUND.webhookSecret): Record<string, string> {
  const id = `msg_${randomUUID()}`
  const timestamp = String(Math.floor(Date.now() / 1000))
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64')
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }
}

/** Mailgun's signature fields (POST /api/inbound/mailgun/mime) with a token of their own: each is accepted once. */
export function mailgunSignature(key = INBOUND.mailgunSigningKey): { timestamp: string; token: string; signature: string } {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const token = randomBytes(25).toString('hex')
  return { timestamp, token, signature: createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex') }
}

/** The basic authorization of POST /api/inbound/postmark, with the configured password unless another. */
export const postmarkAuthorization = (password = INBOUND.postmark.password) =>
  `Basic ${Buffer.from(`${INBOUND.postmark.user}:${password}`).toString('base64')}`

/** A multipart form of `fields` with `message` as its body-mime file part, as Mailgun may post it. */
export async function mailgunMultipart(
  fields: Record<string, string>,
  message: Buffer | string,
): Promise<{ type: string; payload: Buffer }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append(
    'body-mime',
    new Blob([typeof message === 'string' ? message : new Uint8Array(message)], { type: 'message/rfc822' }),
    'message.eml',
  )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { type: request.headers.get('content-type')!, payload: Buffer.from(await request.arrayBuffer()) }
}

/** A plain e-mail to `to` with a Message-ID of its own, from someone who is not the conversation's contact. */
export const inboundMessage = (to: string) =>
  [
    'From: Ann <ann@sender.example>',
    `To: ${to}`,
    'Subject: Re: Your plan',
    `Message-ID: <${randomUUID()}@sender.example>`,
    '',
    'Sounds good, see you Sunday.',
    '',
  ].join('\r\n')
