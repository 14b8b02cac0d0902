import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CapturedEmail = {
  to: string
  from: string
  replyTo: string
  subject: string
  text: string
  html: string
  /** Message-ID, In-Reply-To and References as they arrived (docs/decisions/129-answers-in-the-thread.md). */
  messageId: string
  inReplyTo: string | null
  references: string[]
}
export type SmtpCapture = { url: string; emails: CapturedEmail[]; close: () => Promise<void> }

/**
 * A real SMTP server on 127.0.0.1 (a port the system picks) that keeps every message it accepts, parsed: the journeys
 * that must see an e-mail leave through SMTP read it here, as a person's mail server would receive it.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const emails: CapturedEmail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '')
          emails.push({
            to,
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            inReplyTo: parsed.inReplyTo ?? null,
            references: [parsed.references ?? []].flat(),
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
