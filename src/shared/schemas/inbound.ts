import { z } from 'zod'

// The provider webhooks that hand replies to agents' e-mails to the product (docs/inbound-email.md).

/** What became of a delivered message: stored, already stored (same Message-ID), or for no conversation of ours. */
export const INBOUND_OUTCOMES = ['stored', 'duplicate', 'no-conversation'] as const

export const inboundAnswerSchema = z.object({ outcome: z.enum(INBOUND_OUTCOMES) })
export type InboundAnswer = z.infer<typeof inboundAnswerSchema>

/** Mailgun's signature fields, sent with every POST of a route's forward() action. */
export const mailgunSignatureSchema = z.object({
  timestamp: z.string().regex(/^\d{1,12}$/),
  token: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/i),
})

/** The rest of Mailgun's raw MIME POST: the envelope recipient and the message as it arrived (a field or a file part). */
export const mailgunMimeFormSchema = z.object({
  recipient: z.string().max(10_000).optional(),
  'body-mime': z.union([z.string().min(1, 'body-mime is empty'), z.instanceof(Uint8Array)]),
})

const postmarkAddressSchema = z.object({ Email: z.string().max(998), Name: z.string().max(998).optional() })

// Base64 as Postmark sends attachments, possibly wrapped in lines.
const base64Text = z.string().regex(/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/, 'must be base64')

/**
 * Postmark's inbound webhook (https://postmarkapp.com/developer/webhooks/inbound-webhook): the message as received
 * in RawEmail when the server includes it, else its parsed fields. MessageID is Postmark's own; the message's
 * Message-ID is among Headers. Unknown fields are ignored.
 */
export const postmarkInboundSchema = z
  .object({
    RawEmail: z.string().min(1).optional(),
    From: z.string().max(998).optional(),
    FromFull: postmarkAddressSchema.optional(),
    To: z.string().optional(),
    Cc: z.string().optional(),
    ToFull: z.array(postmarkAddressSchema).max(1000).optional(),
    CcFull: z.array(postmarkAddressSchema).max(1000).optional(),
    OriginalRecipient: z.string().max(998).optional(),
    Subject: z.string().optional(),
    MessageID: z.string().max(998).optional(),
    Date: z.string().max(998).optional(),
    TextBody: z.string().optional(),
    HtmlBody: z.string().optional(),
    // A field name is printable US-ASCII but the colon (RFC 5322 section 2.2): nothing that could start another field.
    Headers: z
      .array(z.object({ Name: z.string().regex(/^[!-9;-~]{1,200}$/, 'must be a header field name'), Value: z.string() }))
      .max(1000)
      .optional(),
    Attachments: z
      .array(
        z.object({
          Name: z.string().max(998).optional(),
          ContentType: z.string().max(998).optional(),
          ContentLength: z.number().int().min(0).optional(),
          Content: base64Text,
          ContentID: z.string().max(998).optional(),
        }),
      )
      .max(1000)
      .optional(),
  })
  .refine((payload) => payload.RawEmail !== undefined || payload.From !== undefined, {
    message: 'Send RawEmail, or the parsed message with From',
    path: ['RawEmail'],
  })
export type PostmarkInbound = z.infer<typeof postmarkInboundSchema>
