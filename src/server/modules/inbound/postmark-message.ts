import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { PostmarkInbound } from '@/shared/schemas/inbound'
import type { MessageAuthentication } from '@/server/modules/runtime'

// Headers the composer writes from the payload's own fields, or that describe the original's MIME structure, which
// the rebuilt message does not have. DKIM and ARC signatures cannot verify on a rebuilt message: dropped.
const REBUILT_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'dkim-signature',
  'arc-seal',
  'arc-message-signature',
  'arc-authentication-results',
])

const headerValue = (payload: PostmarkInbound, name: string) =>
  payload.Headers?.find((header) => header.Name.toLowerCase() === name)?.Value.trim() || undefined

const SPF_RESULTS = new Set(['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror'])

/**
 * What Postmark reported of a message it received: the result of its Received-SPF header (the first one, its own,
 * above any the sender wrote). Postmark reports no DKIM or DMARC result, and a rebuilt message has no signature left.
 */
export function postmarkAuthentication(payload: PostmarkInbound): MessageAuthentication {
  const spf = headerValue(payload, 'received-spf')
    ?.split(/[\s(;]/)[0]
    ?.toLowerCase()
  if (!spf || !SPF_RESULTS.has(spf)) return { spf: 'none', dkim: 'none', dmarc: 'none', checked_by: 'none' }
  return { spf, dkim: 'none', dmarc: 'none', checked_by: 'provider' }
}

/** The envelope recipient Postmark reports, else the To and Cc addresses. */
export function postmarkRecipients(payload: PostmarkInbound): string[] {
  const listed = [...(payload.ToFull ?? []), ...(payload.CcFull ?? [])].map((address) => address.Email)
  return [...new Set([payload.OriginalRecipient, ...listed].filter((address): address is string => Boolean(address)))]
}

/**
 * The message of a payload without RawEmail, rebuilt from its fields: same headers (In-Reply-To, References,
 * Auto-Submitted and the rest), text, HTML and attachments. Its Message-ID is the original's; without one, Postmark's
 * own ID, which stays the same when Postmark retries, so a retry is still recognised as the same message.
 */
export function composePostmarkMessage(payload: PostmarkInbound): Promise<Buffer> {
  const messageId = headerValue(payload, 'message-id') ?? (payload.MessageID ? `<${payload.MessageID}@inbound.postmarkapp.com>` : undefined)
  const composer = new MailComposer({
    from: payload.FromFull ? { name: payload.FromFull.Name ?? '', address: payload.FromFull.Email } : payload.From,
    to: payload.To || undefined,
    cc: payload.Cc || undefined,
    subject: payload.Subject ?? '',
    date: payload.Date,
    messageId,
    text: payload.TextBody,
    html: payload.HtmlBody || undefined,
    headers: (payload.Headers ?? [])
      .filter((header) => !REBUILT_HEADERS.has(header.Name.toLowerCase()))
      .map((header) => ({ key: header.Name, value: header.Value })),
    attachments: (payload.Attachments ?? []).map((attachment) => ({
      filename: attachment.Name,
      contentType: attachment.ContentType,
      content: attachment.Content.replace(/\s+/g, ''),
      encoding: 'base64',
      cid: attachment.ContentID || undefined,
    })),
    // Everything here came from outside: nothing may name a file or URL for the composer to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return composer.compile().build()
}
