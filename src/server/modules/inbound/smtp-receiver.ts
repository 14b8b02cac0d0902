import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import type { InboundConfig } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { reserveSlot, type Limit } from '@/server/platform/rate-limit/rate-limits'
import { acceptInbound } from './accept-inbound'
import { checkAuthentication, type DnsResolver } from './message-authentication'
import { isPastParserLimits, looksLikeMessage, MAX_MESSAGE_BYTES } from './raw-message'
import { replyTokenOf } from '@/server/platform/mail/reply-address'

// Messages per sending address (MAIL FROM), counted in the database so that every server process shares the count
// (docs/decisions/076): a person replies a few times a minute at most; a flood gets 451 and its server retries later.
export const SMTP_PER_SENDER: Limit = { max: 30, windowMs: 60_000 }
// Connections at once; past this the receiver answers 421 and senders retry.
const MAX_CLIENTS = 100
// How long a graceful stop lets sessions under way finish before closing them.
const CLOSE_TIMEOUT_MS = 10_000

export type SmtpReceiver = {
  /** Starts listening and resolves with the bound port (INBOUND_SMTP_PORT=0 takes a free one, for tests). */
  listen: () => Promise<number>
  close: () => Promise<void>
  /** The bound port once listening, else null. */
  readonly port: number | null
}

export type SmtpReceiverOptions = {
  db: Db
  jobs: JobQueue
  inbound: InboundConfig
  host: string
  resolver: DnsResolver
  /** False only for the bench (AppOptions.rateLimits). */
  rateLimits: boolean
  log: FastifyBaseLogger
  /** Tells the agent runtime a stored reply is work for it. */
  wake?: () => void
}

type SmtpError = Error & { responseCode: number }

/** An answer with this SMTP reply code: 4xx the sender retries, 5xx it gives up and bounces. */
function smtpError(responseCode: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode })
}

const isSmtpError = (error: unknown): error is SmtpError => error instanceof Error && 'responseCode' in error

/**
 * The embedded receiver for an MX pointed at this server (docs/inbound-email.md#option-a-smtp): reply addresses only, refused
 * at RCPT otherwise; no AUTH and no relaying; each message checked (SPF, DKIM, DMARC) and stored before the 250, so a
 * 250 means stored durably and any failure is a 451 the sender retries.
 */
export function createSmtpReceiver({ db, jobs, inbound, host, resolver, rateLimits, log, wake }: SmtpReceiverOptions): SmtpReceiver {
  let port: number | null = null

  async function limitSender(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    if (!rateLimits) return
    // Bounces come from the null sender (MAIL FROM:<>), shared by every server: those are counted per client address.
    const key = address.address
      ? `inbound-smtp:sender:${address.address.toLowerCase()}`
      : `inbound-smtp:null-sender:${session.remoteAddress}`
    const reservation = await reserveSlot(db, key, SMTP_PER_SENDER)
    if (!reservation.granted) throw smtpError(451, '4.7.1 Too many messages from this sender, try again later')
  }

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = []
    // Past the limit the rest is read and dropped: the session must reach the end of DATA to answer.
    for await (const chunk of stream) if (!stream.sizeExceeded) chunks.push(chunk as Buffer)
    if (stream.sizeExceeded) throw smtpError(552, `5.3.4 Message exceeds the maximum size of ${MAX_MESSAGE_BYTES} bytes`)
    const raw = Buffer.concat(chunks)
    if (!looksLikeMessage(raw)) throw smtpError(554, '5.6.0 Not an e-mail message')
    const { mailFrom, rcptTo } = session.envelope
    const origin = {
      ip: session.remoteAddress,
      helo: session.hostNameAppearsAs || undefined,
      sender: mailFrom ? mailFrom.address : undefined,
    }
    const authentication = await checkAuthentication(raw, origin, { domain: inbound.domain, resolver })
    // 'no-conversation' answers 250 like the others: a stranger learns nothing of which tokens exist.
    await acceptInbound(db, jobs, inbound, { raw, recipients: rcptTo.map((recipient) => recipient.address), authentication }, wake)
  }

  /** Runs a handler's work and answers with its outcome; anything unforeseen is a 451, logged. */
  const answer = (work: Promise<void>, callback: (error?: Error | null) => void, what: string) => {
    work.then(
      () => callback(),
      (error: unknown) => {
        if (isSmtpError(error)) return callback(error)
        // Past the parser's limits however often it comes: a permanent refusal, so the sender stops and bounces it.
        if (isPastParserLimits(error)) return callback(smtpError(554, '5.6.0 The message cannot be read'))
        log.error({ err: error }, what)
        callback(smtpError(451, '4.3.0 Temporary failure, try again later'))
      },
    )
  }

  const server = new SMTPServer({
    name: inbound.domain,
    banner: 'Replies to agents only',
    logger: false,
    size: MAX_MESSAGE_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    maxClients: MAX_CLIENTS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    onMailFrom: (address, session, callback) => answer(limitSender(address, session), callback, 'inbound sender limit failed'),
    onRcptTo: (address, _session, callback) =>
      replyTokenOf(address.address, inbound.domain)
        ? callback()
        : callback(smtpError(550, '5.1.1 Recipient not accepted here: this server takes replies to agents only')),
    onData: (stream, session, callback) => answer(receive(stream, session), callback, 'inbound message not stored'),
  })
  // A client that drops its connection is an 'error' event; unheard, it would stop the process.
  server.on('error', (error) => log.warn({ err: error }, 'inbound SMTP connection error'))

  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.server.once('error', reject)
        server.listen(inbound.smtpPort ?? 0, host, () => {
          server.server.off('error', reject)
          port = (server.server.address() as AddressInfo).port
          resolve(port)
        })
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    get port() {
      return port
    },
  }
}
