import { SMTPServer } from 'smtp-server'
import { freePort } from './polling'

/**
 * A real SMTP server on a free local port, keeping each message it receives as raw text, and beside it (same index) the
 * envelope's sender (MAIL FROM), where bounces go.
 */
export async function startSmtpReceiver(): Promise<{ url: string; received: string[]; senders: string[]; close: () => Promise<void> }> {
  const port = await freePort()
  const received: string[] = []
  const senders: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        senders.push(session.envelope.mailFrom ? session.envelope.mailFrom.address : '')
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { url: `smtp://127.0.0.1:${port}`, received, senders, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
