import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import {
  inboundAnswerSchema,
  mailgunMimeFormSchema,
  mailgunSignatureSchema,
  postmarkInboundSchema,
  type InboundAnswer,
} from '@/shared/schemas/inbound'
import type { InboundConfig } from '@/server/config'
import type { MessageAuthentication } from '@/server/modules/runtime'
import { badRequest, HttpError, notFound, unauthorized } from '@/server/platform/http/http-errors'
import { releaseSlot, reserveSlot, type Limit } from '@/server/platform/rate-limit/rate-limits'
import { acceptInbound } from './accept-inbound'
import { readForm, type FormFields } from './form-body'
import { checkAuthentication, type DnsResolver } from './message-authentication'
import { composePostmarkMessage, postmarkAuthentication, postmarkRecipients } from './postmark-message'
import { isPastParserLimits, looksLikeMessage, MAX_MESSAGE_BYTES } from './raw-message'
import { MAILGUN_TOLERANCE_SECONDS, matchesBasicAuth, verifyMailgunSignature, verifyStandardWebhook } from './webhook-verification'

// Each Mailgun token is accepted once while its timestamp is (webhook-verification.ts): its signature covers no body.
const MAILGUN_TOKEN_LIMIT: Limit = { max: 1, windowMs: MAILGUN_TOLERANCE_SECONDS * 1000 }
// A form or JSON document carries the message encoded (percent-escapes, base64 attachments, parsed copies beside the
// raw one); the message itself is held to MAX_MESSAGE_BYTES once decoded.
const ENCODED_BODY_LIMIT = 3 * MAX_MESSAGE_BYTES

// Providers post from their own servers, not from a page of ours, with bodies that are not JSON (platform/http/security.ts).
const WEBHOOK = { access: 'public', postedFromElsewhere: true } as const

const schema = {
  response: {
    200: inboundAnswerSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    404: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
  },
}

const fieldIssues = (error: z.ZodError) => error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))

/**
 * The provider webhooks of docs/inbound-email.md: a raw message signed with Standard Webhooks, Mailgun's raw MIME
 * forward, Postmark's inbound JSON. Each authenticates first (404 when its secret is not configured), checks SPF, DKIM
 * and DMARC here as the SMTP receiver does (without the client's address, SPF reads 'none'), and answers 200 once the
 * message is stored, so a provider retries anything we could not store.
 */
export const inboundWebhookRoutes: FastifyPluginAsyncZod<{ inbound: InboundConfig; resolver: DnsResolver }> = async (
  app,
  { inbound, resolver },
) => {
  app.addContentTypeParser(
    ['message/rfc822', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES },
    (_, body, done) => done(null, body),
  )
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: ENCODED_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => readForm(request.headers['content-type'] ?? '', body),
  )

  const deliver = async (raw: Buffer, recipients: string[], authentication?: MessageAuthentication): Promise<InboundAnswer> => {
    const checked = authentication ?? (await checkAuthentication(raw, {}, { domain: inbound.domain, resolver }))
    try {
      return {
        outcome: await acceptInbound(app.db, app.jobs, inbound, { raw, recipients, authentication: checked }, app.agentRuntime.wake),
      }
    } catch (error) {
      // Unreadable however often it comes: the sender's mistake, not a failure to store that the provider should retry.
      if (isPastParserLimits(error)) throw badRequest(`The message cannot be read: ${error.message}`)
      throw error
    }
  }

  app.post(
    '/mime',
    {
      config: WEBHOOK,
      schema,
      onRequest: async (request) => {
        if (!inbound.webhookSecret) throw notFound('The raw message webhook is not configured (INBOUND_WEBHOOK_SECRET)')
        if (!request.headers['webhook-signature']) throw unauthorized('The webhook-signature header is missing')
      },
    },
    async (request) => {
      const raw = request.body
      if (!Buffer.isBuffer(raw)) throw new HttpError(415, 'Send the message as the body, with Content-Type message/rfc822')
      const headers = request.headers as Record<string, string | undefined>
      const signed = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'] }
      if (!verifyStandardWebhook(inbound.webhookSecret!, signed, raw)) throw unauthorized('The webhook signature is wrong or too old')
      checkMessage(raw)
      // acceptInbound reads the recipients from the message's To and Cc: the envelope is the sender's to tell, unsigned.
      return deliver(raw, [])
    },
  )

  app.post(
    '/mailgun/mime',
    {
      config: WEBHOOK,
      schema: { response: { ...schema.response, 406: errorBodySchema } },
      onRequest: async () => {
        if (!inbound.mailgunSigningKey) throw notFound('The Mailgun webhook is not configured (MAILGUN_WEBHOOK_SIGNING_KEY)')
      },
    },
    async (request) => {
      const fields: FormFields = isForm(request.body) ? request.body : {}
      const signature = mailgunSignatureSchema.safeParse(fields)
      if (!signature.success || !verifyMailgunSignature(inbound.mailgunSigningKey!, signature.data))
        throw unauthorized('The Mailgun signature is missing, wrong or too old')
      const form = mailgunMimeFormSchema.safeParse(fields)
      if (!form.success)
        throw badRequest('Send the message in body-mime: the route must forward() to a URL ending in mime', fieldIssues(form.error))
      const body = form.data['body-mime']
      const raw = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body)
      checkMessage(raw)
      const token = await reserveSlot(app.db, `inbound-mailgun-token:${signature.data.token}`, MAILGUN_TOKEN_LIMIT)
      // 406 is the answer Mailgun does not retry: this token's delivery was already taken.
      if (!token.granted) throw new HttpError(406, 'This Mailgun delivery was already received')
      const recipients = (form.data.recipient ?? '').split(',').map((address) => address.trim())
      try {
        return await deliver(raw, recipients.filter(Boolean))
      } catch (error) {
        // Not stored: Mailgun's retry carries the same token and must get through.
        await releaseSlot(app.db, token.slot)
        throw error
      }
    },
  )

  app.post(
    '/postmark',
    {
      config: { access: 'public' },
      bodyLimit: ENCODED_BODY_LIMIT,
      schema: { ...schema, body: postmarkInboundSchema },
      // Before the body is read or validated: a stranger learns nothing of the payload's shape.
      onRequest: async (request) => {
        const { postmark } = inbound
        if (!postmark) throw notFound('The Postmark webhook is not configured (POSTMARK_INBOUND_USER and POSTMARK_INBOUND_PASSWORD)')
        if (!matchesBasicAuth(request.headers.authorization, postmark.user, postmark.password))
          throw new HttpError(401, 'The Postmark webhook credentials are missing or wrong', undefined, {
            'www-authenticate': 'Basic realm="inbound", charset="UTF-8"',
          })
      },
    },
    async (request) => {
      const payload = request.body
      const recipients = postmarkRecipients(payload)
      if (payload.RawEmail !== undefined) {
        const raw = Buffer.from(payload.RawEmail, 'utf8')
        checkMessage(raw)
        return deliver(raw, recipients)
      }
      const raw = await composePostmarkMessage(payload)
      checkMessage(raw)
      // A rebuilt message carries no signature that could verify: only what Postmark reported of it counts.
      return deliver(raw, recipients, postmarkAuthentication(payload))
    },
  )
}

const isForm = (body: unknown): body is FormFields => typeof body === 'object' && body !== null && !Buffer.isBuffer(body)

/** A message over the size limit is a 413; a body that is not a message at all, a 400. */
function checkMessage(raw: Buffer): void {
  if (raw.length > MAX_MESSAGE_BYTES) throw new HttpError(413, `The message is larger than ${MAX_MESSAGE_BYTES} bytes`)
  if (!looksLikeMessage(raw)) throw badRequest('The body is not an e-mail message: a header section with From, then the body')
}
