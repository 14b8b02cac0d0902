import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser/index.js'
import type { DkimConfig } from '@/server/config'
import type { EmailAttachment } from './schema'

export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html: string
  attachments: EmailAttachment[]
  from_name?: string | null
  reply_to?: string | null
  unsubscribe_url?: string | null
  message_id?: string | null
  in_reply_to?: string | null
  references?: string | null
  envelope_from?: string | null
}

/** Where e-mails go: an SMTP server, or nowhere but the database (the development mailbox). */
export type Mailer = { kind: 'smtp' | 'capture'; send: (email: OutgoingEmail) => Promise<void> }

const SEND_TIMEOUT_MS = 15_000

/**
 * The From header: MAIL_FROM as configured, or its address under another name ("Rosie's Bakery" <no-reply@…>), so a
 * company's agents write as the company while the operator's domain sends (docs/decisions/120-agents-speak-for-the-business.md).
 */
export function fromHeader(mailFrom: string, name: string | null | undefined): string | { name: string; address: string } {
  const address = name ? addressOf(mailFrom) : null
  return name && address ? { name, address } : mailFrom
}

/** The address of MAIL_FROM without its name ("AgentWorks <no-reply@…>" → "no-reply@…"), or null if it holds none. */
export function addressOf(mailFrom: string): string | null {
  const [parsed] = addressparser(mailFrom) as { address?: string }[]
  return parsed?.address || null
}

/**
 * One-click unsubscribe (RFC 8058): the mail program shows an Unsubscribe button and POSTs
 * `List-Unsubscribe=One-Click` to the URL itself, without opening a page (docs/decisions/125-unsubscribe.md).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** Message-ID, In-Reply-To and References as nodemailer takes them: each id in angle brackets. */
function threadHeaders(email: OutgoingEmail) {
  const bracketed = (id: string) => `<${id}>`
  return {
    ...(email.message_id ? { messageId: bracketed(email.message_id) } : {}),
    ...(email.in_reply_to ? { inReplyTo: bracketed(email.in_reply_to) } : {}),
    ...(email.references ? { references: email.references.split(' ').map(bracketed) } : {}),
  }
}

/**
 * The SMTP sender, or the capture. With `dkim` every e-mail is signed with the operator's key before it leaves
 * (docs/email-dkim.md): nodemailer signs the whole message, so the receiver can check it came from the domain in d=.
 */
export function createMailer(smtpUrl: string | undefined, from: string, dkim: DkimConfig | null = null): Mailer {
  if (!smtpUrl) return { kind: 'capture', send: async () => {} }
  // The time limits are the connection's own options (a second argument would only set message defaults).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  })
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({
        ...(dkim ? { dkim } : {}),
        from: fromHeader(from, email.from_name),
        ...(email.reply_to ? { replyTo: email.reply_to } : {}),
        ...(email.unsubscribe_url ? { headers: unsubscribeHeaders(email.unsubscribe_url) } : {}),
        ...threadHeaders(email),
        ...(email.envelope_from ? { envelope: { from: email.envelope_from, to: email.to } } : {}),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      })
    },
  }
}
