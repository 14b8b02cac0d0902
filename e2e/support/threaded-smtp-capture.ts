import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** An e-mail as a person's mail server receives it, with the headers that thread it (docs/decisions/128-conversations.md). */
export type ThreadedEmail = {
  to: string
  replyTo: string
  subject: string
  text: string
  /** Message-ID, In-Reply-To and References as they arrived, each in angle brackets. */
  messageId: string
  inReplyTo: string | null
  references: string[]
}
export type ThreadedSmtpCapture = { url: string; emails: ThreadedEmail[]; close: () => Promise<void> }

/**
 * A real SMTP server on 127.0.0.1 (a port the system picks) that keeps every message it accepts with its threading
 * headers: a reply is answered through its Reply-To address and names the message it answers, which neither the
 * development mailbox nor smtp-capture.ts keeps.
 */
export async function startThreadedSmtpCapture(): Promise<ThreadedSmtpCapture> {
  const emails: ThreadedEmail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '')
          const references = parsed.references ?? []
          emails.push({
            to,
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            inReplyTo: parsed.inReplyTo ?? null,
            references: Array.isArray(references) ? references : [references],
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port))
  })
  return { url: `smtp://127.0.0.1:${port}`, emails, close: () => new Promise<void>((done) => server.close(() => done())) }
}
