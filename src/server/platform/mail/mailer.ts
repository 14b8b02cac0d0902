import nodemailer from 'nodemailer'
import type { EmailAttachment } from './schema'

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; attachments: EmailAttachment[] }

/** Where e-mails go: an SMTP server, or nowhere but the database (the development mailbox). */
export type Mailer = { kind: 'smtp' | 'capture'; send: (email: OutgoingEmail) => Promise<void> }

const SEND_TIMEOUT_MS = 15_000

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return { kind: 'capture', send: async () => {} }
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  })
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({
        from,
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
