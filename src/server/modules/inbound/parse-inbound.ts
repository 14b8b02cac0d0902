import { createHash } from 'node:crypto'
import { parseAddressHeader, simpleParser, type AddressObject, type Attachment, type HeaderValue, type ParsedMail } from 'mailparser'
import type { AttachmentNote } from '@/server/modules/runtime'
import { isOptOutRequest, requestWordsOf } from './opt-out-requests'

// An incoming e-mail made into what a conversation stores (docs/decisions/128-conversations.md): who wrote to whom, what
// the person wrote without the history their client quoted, and what kind of message it is. Pure: nothing is stored.

export type InboundKind = 'reply' | 'auto-reply' | 'bounce' | 'opt-out'

export type ParsedInbound = {
  /**
   * Without angle brackets; when the message has none, `generated-<first 32 hex of sha256(raw)>@inbound.invalid`, so a
   * message delivered twice is still stored once.
   */
  messageId: string
  /** Without angle brackets. */
  inReplyTo: string | null
  /** Without angle brackets, in order. */
  references: string[]
  /** The address in lower case. */
  from: { address: string; name: string | null } | null
  /** Every address in To, Cc, Delivered-To and X-Original-To, lower case, each once. */
  recipients: string[]
  /** '' when none. */
  subject: string
  /** What the person wrote: no quoted history, no signature; an HTML-only message converted to text first. */
  visibleText: string
  /** The whole text, quoted history included, for the timeline. */
  fullText: string
  /** Names, types and sizes only: contents are never kept. */
  attachments: AttachmentNote[]
  kind: InboundKind
  /** For a bounce: the addresses that failed, from the delivery status report (or X-Failed-Recipients), lower case. */
  bouncedRecipients: string[]
  date: Date | null
}

const VISIBLE_TEXT_MAX = 20_000
const FULL_TEXT_MAX = 100_000
// RFC 5322's longest line: no header value worth keeping is longer.
const HEADER_TEXT_MAX = 998

// PostgreSQL stores neither U+0000 nor half of a surrogate pair (src/shared/schemas/text.ts). An e-mail is taken as it
// came, so such characters are dropped instead of refused; cutting first, so a pair cut in two loses its half too.
const LONE_SURROGATE = /\p{Surrogate}/gu
const storable = (text: string, max: number) => text.replaceAll('\u0000', '').slice(0, max).replace(LONE_SURROGATE, '')

// Quoted history with no "> " in front (Outlook and the like): from such a line on, the text is the earlier message.
const HISTORY_SEPARATOR =
  /^\s*-{2,}\s*(?:original message|ursprüngliche nachricht|message d['’]origine|mensaje original|forwarded message|weitergeleitete nachricht|message transféré|mensaje reenviado)\s*-{2,}\s*$/iu
const HISTORY_FROM = /^\s*\*?(?:from|von|de)\s*:\*?\s*\S/iu
const HISTORY_FIELD = /^\s*\*?(?:sent|date|to|subject|gesendet|datum|an|betreff|envoyé|à|objet|enviado(?: el)?|fecha|para|asunto)\s*:/iu
// "On … wrote:" and its German, French and Spanish forms, which clients may wrap over two or three lines.
const ATTRIBUTIONS = [
  /^\s*on\s.{1,300}\swrote\s*:\s*$/iu,
  /^\s*am\s.{1,300}\sschrieb\b.{0,300}:\s*$/iu,
  /^\s*le\s.{1,300}\sa\s+écrit\s*:\s*$/iu,
  /^\s*el\s.{1,300}\sescribió\s*:\s*$/iu,
  /^.{1,300}<[^<>\s]+@[^<>\s]+>\)?\s*(?:wrote|schrieb|a écrit|escribió)\s*:\s*$/iu,
]
const QUOTED = /^\s*>/
const SEPARATOR_LINE = /^\s*(?:[-_=*]{2,}\s*)?$/

const startsHistory = (lines: string[], at: number) =>
  HISTORY_SEPARATOR.test(lines[at]!) ||
  (HISTORY_FROM.test(lines[at]!) && lines.slice(at + 1, at + 4).some((line) => HISTORY_FIELD.test(line)))

const ATTRIBUTION_START = /^\s*(?:on|am|le|el)\s/i

/** How many lines the attribution starting at `at` spans (a wrapped one has no blank line inside), 0 when there is none. */
function attributionLength(lines: string[], at: number): number {
  if (ATTRIBUTIONS.some((pattern) => pattern.test(lines[at]!))) return 1
  if (!ATTRIBUTION_START.test(lines[at]!)) return 0
  for (let length = 2; length <= 3 && at + length <= lines.length && lines[at + length - 1]!.trim() !== ''; length += 1) {
    const joined = lines.slice(at, at + length).join(' ')
    if (ATTRIBUTIONS.some((pattern) => pattern.test(joined))) return length
  }
  return 0
}

/**
 * The lines above the quoted history. An attribution followed by "> " lines is dropped alone, so answers written between
 * the quoted lines stay; one followed by unmarked history ends the text.
 */
function ownLinesOf(text: string): string[] {
  const lines = text.split('\n')
  const own: string[] = []
  for (let at = 0; at < lines.length && !startsHistory(lines, at); at += 1) {
    const length = attributionLength(lines, at)
    if (length === 0) {
      own.push(lines[at]!)
      continue
    }
    const next = lines.slice(at + length).find((line) => line.trim() !== '')
    if (next === undefined || !QUOTED.test(next)) break
    at += length - 1
  }
  while (own.length && SEPARATOR_LINE.test(own.at(-1)!)) own.pop()
  return own
}

// A signature starts at its delimiter ("-- ", RFC 3676 section 4.3, or a rule), at a mail app's footer, or at a sign-off
// with text above it and no more than a signature's few lines below. email-reply-parser knows these too, but some of
// its patterns backtrack across the whole text: a crafted 45 kB message held the event loop for two minutes.
const SIGNATURE_DELIMITER = /^\s*(?:--|_{2,})\s*$/
const APP_FOOTER =
  /^\s*(?:sent from (?:my |outlook|yahoo|mail for )|get outlook for |von meinem .{1,40} gesendet|gesendet (?:von|mit) |envoyé (?:de|depuis|à partir de) |télécharger outlook |enviado desde )/iu
const SIGN_OFF =
  /^\s*(?:(?:kind |best |warm )?regards|best(?: wishes)?|cheers|thanks|thank you|many thanks|(?:mit )?(?:freundlichen|viele|beste|liebe|herzliche) grüße|grüße|mfg|lg|(?:bien )?cordialement|bien à vous|salutations(?: distinguées)?|(?:un |cordiales )?saludos|atentamente)\s*[,.!]*\s*$/iu
const SIGNATURE_MAX_LINES = 6

/** What the person wrote: their lines above the history, without quoted lines and without their signature. */
function visibleTextOf(text: string): string {
  const lines = ownLinesOf(text)
    .filter((line) => !QUOTED.test(line))
    .map((line) => line.trimEnd())
  const below = lines.map(() => 0)
  for (let at = lines.length - 2; at >= 0; at -= 1) below[at] = below[at + 1]! + (lines[at + 1] === '' ? 0 : 1)
  const firstText = lines.findIndex((line) => line !== '')
  const signature = lines.findIndex(
    (line, at) =>
      SIGNATURE_DELIMITER.test(line) ||
      APP_FOOTER.test(line) ||
      (at > firstText && below[at]! <= SIGNATURE_MAX_LINES && SIGN_OFF.test(line)),
  )
  return lines
    .slice(0, signature < 0 ? undefined : signature)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const messageIdsOf = (value: HeaderValue | undefined): string[] => {
  const text = [value ?? []]
    .flat()
    .filter((entry) => typeof entry === 'string')
    .join(' ')
  const bracketed = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]!)
  return (bracketed.length ? bracketed : text.split(/[\s,]+/)).map(boundedMessageId).filter(Boolean)
}

/**
 * A Message-ID as the unique index can hold it: up to a header line's 998 bytes of UTF-8 as written, else a digest of
 * it (the same id again, the same digest), since a longer entry is more than a PostgreSQL index row takes.
 */
function boundedMessageId(id: string): string {
  const text = storable(id, HEADER_TEXT_MAX)
  if (Buffer.byteLength(text) <= HEADER_TEXT_MAX) return text
  return `long-${createHash('sha256').update(id).digest('hex').slice(0, 32)}@inbound.invalid`
}

const isAddressObject = (value: unknown): value is AddressObject =>
  typeof value === 'object' && value !== null && 'value' in value && Array.isArray(value.value)

/** The mailboxes of address headers, groups opened; a plain string (X-Original-To) is parsed here. */
const mailboxesOf = (...values: (HeaderValue | undefined)[]) =>
  values
    .flatMap((value) => [value ?? []].flat())
    .flatMap((entry) => (typeof entry === 'string' ? [parseAddressHeader(entry)] : isAddressObject(entry) ? [entry] : []))
    .flatMap((object) => object.value)
    .flatMap((mailbox) => mailbox.group ?? [mailbox])
    .filter((mailbox) => mailbox.address)

const addressesOf = (...values: (HeaderValue | undefined)[]) => [
  ...new Set(mailboxesOf(...values).map((mailbox) => storable(mailbox.address!.toLowerCase(), HEADER_TEXT_MAX))),
]

function senderOf(parsed: ParsedMail): ParsedInbound['from'] {
  const [mailbox] = mailboxesOf(parsed.from)
  if (!mailbox) return null
  const name = storable(mailbox.name.trim(), HEADER_TEXT_MAX)
  return { address: storable(mailbox.address!.toLowerCase(), HEADER_TEXT_MAX), name: name || null }
}

function dateOf(parsed: ParsedMail): Date | null {
  // mailparser dates a message whose Date it cannot read "now"; null says there is none.
  const line = parsed.headerLines.find((header) => header.key === 'date')?.line
  const date = line
    ? new Date(
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\s+/g, ' ')
          .trim(),
      )
    : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

const DELIVERY_STATUS_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status'])

/**
 * A delivery status report's recipients whose Action is failed (RFC 3464: blocks of fields, one per recipient), or null
 * when the message carries no report. A report with no failure (delayed, delivered) is `{ failed: false }`.
 */
function deliveryFailuresOf(attachments: Attachment[]): { failed: boolean; recipients: string[] } | null {
  const reports = attachments.filter((attachment) => DELIVERY_STATUS_TYPES.has(attachment.contentType.toLowerCase()))
  if (!reports.length) return null
  const blocks = reports.flatMap((report) =>
    report.content
      .toString('utf8')
      .replace(/\r\n?/g, '\n')
      .split(/\n[ \t]*\n/),
  )
  const failedBlocks = blocks.map(fieldsOf).filter((fields) => /^failed\b/i.test(fields.get('action') ?? ''))
  const recipients = failedBlocks.flatMap((fields) =>
    ['original-recipient', 'final-recipient'].map((name) => (fields.get(name) ?? '').replace(/^[^;]*;/, '').trim()),
  )
  return { failed: failedBlocks.length > 0, recipients: addressesOf(recipients.filter((address) => address.includes('@')).join(', ')) }
}

function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    if (colon > 0 && !fields.has(name)) fields.set(name, line.slice(colon + 1).trim())
  }
  return fields
}

const MAIL_DAEMON = /^(?:mailer-daemon|mail-daemon|postmaster)@/i
const FAILURE_SUBJECT =
  /undeliver(?:ed|able)|returned mail|delivery status notification \(failure\)|(?:mail )?delivery (?:failed|failure|has failed)|failure notice|unzustellbar|nicht zugestellt|non remis|non distribuable|échec de (?:la )?(?:remise|distribution)|no se puede entregar|no entregado/iu
const AUTO_REPLY_SUBJECT =
  /^\s*(?:out of (?:the )?office|automatic reply|auto:|auto-?reply|abwesenheitsnotiz|automatische antwort|réponse automatique|absence\b|respuesta automática|fuera de la oficina)/iu
const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'junk', 'auto_reply', 'list'])
// RFC 3834 marks automatic answers with these; mailing lists with List-Id and List-Unsubscribe (RFC 2919, RFC 2369).
const AUTOMATIC_HEADERS = ['x-autoreply', 'x-autorespond', 'x-auto-response-suppress', 'list-id', 'list-unsubscribe']

const headerText = (parsed: ParsedMail, name: string) => {
  const value = [parsed.headers.get(name) ?? []].flat()[0]
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

function isAutomatic(parsed: ParsedMail, from: ParsedInbound['from'], subject: string): boolean {
  const present = new Set(parsed.headerLines.map((header) => header.key))
  const autoSubmitted = headerText(parsed, 'auto-submitted').split(';')[0]!.trim()
  return (
    (present.has('auto-submitted') && autoSubmitted !== 'no') ||
    AUTOMATIC_HEADERS.some((name) => present.has(name)) ||
    AUTOMATIC_PRECEDENCE.has(headerText(parsed, 'precedence')) ||
    // A null reverse path (RFC 5321 section 4.5.5) is how machines answer: bounces, receipts, automatic replies.
    parsed.headerLines.some((header) => /^return-path:\s*<\s*>\s*$/i.test(header.line)) ||
    // A report (RFC 6522): of a delivery, of a message read, …
    parsed.headerLines.some((header) => /^content-type:\s*multipart\/report\b/i.test(header.line)) ||
    /^mailer-daemon@/i.test(from?.address ?? '') ||
    AUTO_REPLY_SUBJECT.test(subject)
  )
}

function classify(
  parsed: ParsedMail,
  inbound: Omit<ParsedInbound, 'kind' | 'bouncedRecipients'>,
): Pick<ParsedInbound, 'kind' | 'bouncedRecipients'> {
  const failures = deliveryFailuresOf(parsed.attachments)
  const failedHeader = addressesOf(parsed.headers.get('x-failed-recipients'))
  if (failures?.failed) return { kind: 'bounce', bouncedRecipients: [...new Set([...failures.recipients, ...failedHeader])] }
  const classicBounce = MAIL_DAEMON.test(inbound.from?.address ?? '') && FAILURE_SUBJECT.test(inbound.subject)
  if (!failures && (failedHeader.length || classicBounce)) return { kind: 'bounce', bouncedRecipients: failedHeader }
  const kind = isAutomatic(parsed, inbound.from, inbound.subject)
    ? 'auto-reply'
    : isOptOutRequest(inbound.visibleText, inbound.from?.name) ||
        (requestWordsOf(inbound.visibleText, inbound.from?.name).length === 0 && isOptOutRequest(inbound.subject))
      ? 'opt-out'
      : 'reply'
  return { kind, bouncedRecipients: [] }
}

/** Reads a raw incoming e-mail (MIME) into what a conversation stores; it throws only on what is not MIME at all. */
export async function parseInbound(raw: Buffer): Promise<ParsedInbound> {
  // Delivery reports stay parts of their own (not text) so they can be read; attachment contents are never hashed.
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true, keepCidLinks: true, skipTextToHtml: true, checksumAlgo: false })
  const fullText = storable((parsed.text ?? '').replace(/\r\n?/g, '\n'), FULL_TEXT_MAX)
  const inbound = {
    messageId:
      messageIdsOf(parsed.headers.get('message-id'))[0] ??
      `generated-${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@inbound.invalid`,
    inReplyTo: messageIdsOf(parsed.headers.get('in-reply-to'))[0] ?? null,
    references: messageIdsOf(parsed.headers.get('references')),
    from: senderOf(parsed),
    recipients: addressesOf(...['to', 'cc', 'delivered-to', 'x-original-to'].map((name) => parsed.headers.get(name))),
    subject: storable((parsed.subject ?? '').trim(), HEADER_TEXT_MAX),
    visibleText: storable(visibleTextOf(fullText), VISIBLE_TEXT_MAX),
    fullText,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ? storable(attachment.filename, HEADER_TEXT_MAX) || null : null,
      content_type: storable(attachment.contentType, HEADER_TEXT_MAX),
      size: attachment.size,
    })),
    date: dateOf(parsed),
  }
  return { ...inbound, ...classify(parsed, inbound) }
}
