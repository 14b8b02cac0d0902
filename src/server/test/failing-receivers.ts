import { createServer as createHttpServer } from 'node:http'
import { createServer as createTcpServer, type Server, type Socket } from 'node:net'

export type Receiver = { port: number; received: string[]; close: () => Promise<void> }

async function listen(server: Server, sockets: Set<Socket>, received: string[]): Promise<Receiver> {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A webhook receiver that reads each request's body (kept in `received`) and answers 500, echoing it. */
export function startFailingWebhookReceiver(): Promise<Receiver> {
  const received: string[] = []
  const server = createHttpServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push(body)
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`could not store ${body}`)
    })
  })
  return listen(server, new Set(), received)
}

/**
 * An SMTP server that refuses every recipient, quoting the address back as real servers do
 * ("550 5.1.1 <a@b.example>: Recipient address rejected"); the RCPT lines it saw are kept in `received`.
 */
export function startRejectingSmtpServer(): Promise<Receiver> {
  const received: string[] = []
  const server = createTcpServer((socket) => {
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.write('220 reject.test ESMTP\r\n')
    let buffer = ''
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 reject.test\r\n')
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n')
        else if (verb === 'RCPT') {
          received.push(line)
          socket.write(`550 5.1.1 ${line.replace(/^RCPT TO:\s*/i, '')}: Recipient address rejected: User unknown\r\n`)
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n')
        else socket.write('502 5.5.2 Command not recognized\r\n')
      }
    })
  })
  return listen(server, new Set(), received)
}
