import { SMTPServer } from 'smtp-server'
import { freePort } from './polling'

/** A real SMTP server on a free local port, keeping each message it receives as raw text. */
export async function startSmtpReceiver(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const port = await freePort()
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
