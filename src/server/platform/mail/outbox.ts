import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import type { Db } from '../db/client'
import { emailMessages, type EmailAttachment } from './schema'
import type { Mailer } from './mailer'
import type { JobQueue } from '../jobs/job-queue'
import { reserveCompanyEmails } from './company-email-limit'

export type EmailMessage = {
  to: string
  subject: string
  text: string
  html: string
  attachments?: EmailAttachment[]
  /** The From header's name, with the operator's MAIL_FROM address: a company's agents write as the company. */
  fromName?: string
  /** Where replies go (the company's own address), when not to MAIL_FROM. */
  replyTo?: string
  /**
   * The one-click unsubscribe URL of an agent's e-mail to someone outside the company: the mailer sends it as
   * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058; docs/decisions/125-unsubscribe.md).
   */
  unsubscribeUrl?: string
  /**
   * Threading (docs/decisions/128-conversations.md): the Message-ID the e-mail leaves with, without angle brackets, and
   * for an answer in a thread the message it answers and the thread's earlier ones.
   */
  thread?: { messageId: string; inReplyTo?: string; references?: string[] }
  /** The envelope sender, when bounces should come back to another address than MAIL_FROM's (a conversation's). */
  envelopeFrom?: string
}

export const EMAIL_QUEUE = 'email.send'

type EmailJob = { messageId: string }

/**
 * One e-mail to queue. `companyId` names the company whose action caused it: it counts against that company's daily
 * limit, and `held` stores it without a job until the company proves an address (docs/decisions/083). `keptAfterSend`
 * is all the stored copy keeps once sent: its text and html are cleared, its address and subject replaced by these.
 * `leadId` names the back-office lead it goes to, for the lead's timeline (docs/product.md#back-office).
 */
export type OutgoingMessage = {
  message: EmailMessage
  key?: string
  companyId?: string
  leadId?: string
  held?: boolean
  keptAfterSend?: { to: string; subject: string }
}

/** What became of each e-mail: queued, held, skipped (its key was used before) or refused by the daily limit. */
export type EmailOutcome = { status: 'queued' | 'held'; id: string } | { status: 'duplicate' | 'over-limit'; id: null }

/**
 * Queues an e-mail in the caller's transaction: it exists iff that transaction commits, and a
 * `key` makes a repeated call a no-op. Pass the transaction as `db` (decision 006: nothing lost, nothing sent on rollback).
 */
export async function enqueueEmail(
  jobs: JobQueue,
  db: Db,
  message: EmailMessage,
  options: { key?: string; leadId?: string } = {},
): Promise<string | undefined> {
  const [outcome] = await enqueueEmails(jobs, db, [{ message, key: options.key, leadId: options.leadId }])
  return outcome?.id ?? undefined
}

/**
 * Several e-mails at once (a batch of agent runs), in a few statements whatever their number; keys already used are
 * skipped. A company's e-mails take slots of its daily limit first, in order; those past it are not stored.
 */
export async function enqueueEmails(jobs: JobQueue, db: Db, emails: OutgoingMessage[]): Promise<EmailOutcome[]> {
  if (emails.length === 0) return []
  const granted = await reserveEachCompany(db, emails, jobs.companyEmailsPerDay)
  const planned = emails.map((email) => {
    if (email.companyId === undefined) return { email, id: randomUUID() }
    const left = granted.get(email.companyId) ?? 0
    granted.set(email.companyId, left - 1)
    return { email, id: left > 0 ? randomUUID() : null }
  })
  const values = planned.flatMap(({ email: { message, key, companyId, leadId, held, keptAfterSend }, id }) =>
    id
      ? [
          {
            id,
            dedupe_key: key ?? null,
            company_id: companyId ?? null,
            lead_id: leadId ?? null,
            to: message.to,
            from_name: message.fromName ?? null,
            reply_to: message.replyTo ?? null,
            unsubscribe_url: message.unsubscribeUrl ?? null,
            message_id: message.thread?.messageId ?? null,
            in_reply_to: message.thread?.inReplyTo ?? null,
            references: message.thread?.references?.join(' ') || null,
            envelope_from: message.envelopeFrom ?? null,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments ?? [],
            status: held ? ('held' as const) : ('queued' as const),
            kept_after_send: keptAfterSend ?? null,
          },
        ]
      : [],
  )
  const rows = values.length
    ? await db
        .insert(emailMessages)
        .values(values)
        .onConflictDoNothing({ target: emailMessages.dedupe_key })
        .returning({ id: emailMessages.id, status: emailMessages.status })
    : []
  await insertEmailJobs(
    jobs,
    db,
    rows.filter((row) => row.status === 'queued').map((row) => row.id),
  )
  const inserted = new Map(rows.map((row) => [row.id, row.status]))
  return planned.map(({ id }): EmailOutcome => {
    if (!id) return { status: 'over-limit', id: null }
    const status = inserted.get(id)
    return status === 'queued' || status === 'held' ? { status, id } : { status: 'duplicate', id: null }
  })
}

/** Each company's slots of today's limit for its e-mails of the batch, reserved in company order (no deadlocks). */
async function reserveEachCompany(db: Db, emails: OutgoingMessage[], limit: number): Promise<Map<string, number>> {
  const wanted = new Map<string, number>()
  for (const { companyId } of emails) if (companyId !== undefined) wanted.set(companyId, (wanted.get(companyId) ?? 0) + 1)
  const granted = new Map<string, number>()
  for (const companyId of [...wanted.keys()].sort()) {
    granted.set(companyId, await reserveCompanyEmails(db, companyId, wanted.get(companyId)!, limit))
  }
  return granted
}

/** pg-boss writes its jobs through the same transaction (its drizzle adapter). */
async function insertEmailJobs(jobs: JobQueue, db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return
  const { retryLimit, retryDelay, retryBackoff, retryDelayMax } = jobs.emailRetry
  await jobs.boss.insert(
    EMAIL_QUEUE,
    messageIds.map((messageId) => ({ data: { messageId } satisfies EmailJob, retryLimit, retryDelay, retryBackoff, retryDelayMax })),
    { db: fromDrizzle(db as never, sql as never) },
  )
}

/**
 * Queues the company's held e-mails, oldest first, in the caller's transaction: the company has proven an address.
 * The caller holds the company's mail lock (lockCompanyMail), so no e-mail held meanwhile is left behind.
 */
export async function releaseHeldEmails(jobs: JobQueue, db: Db, companyId: string): Promise<number> {
  const released = await db
    .update(emailMessages)
    .set({ status: 'queued' })
    .where(and(eq(emailMessages.company_id, companyId), eq(emailMessages.status, 'held')))
    .returning({ id: emailMessages.id, created_at: emailMessages.created_at })
  released.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
  await insertEmailJobs(
    jobs,
    db,
    released.map((row) => row.id),
  )
  return released.length
}

/** The stored copy of a delivered (or failed for good) e-mail whose sender keeps only what it needs: no body left. */
const forgetContent = (message: typeof emailMessages.$inferSelect) =>
  message.kept_after_send ? { ...message.kept_after_send, text: '', html: '', attachments: [] } : {}

type Log = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void }

// Jobs taken per fetch: a burst of agent e-mails (decision 073) costs one fetch and one completion per batch.
const EMAIL_BATCH_SIZE = 20

/**
 * The worker: delivers each message of a batch of jobs, recording each delivery as it happens, so a crash repeats
 * at most the message under way. A failed delivery fails its own job only, which pg-boss retries later.
 */
export async function startEmailWorker(jobs: JobQueue, db: Db, mailer: Mailer, log: Log, pollingIntervalSeconds = 1): Promise<void> {
  await jobs.boss.createQueue(EMAIL_QUEUE, jobs.emailRetry)
  await jobs.boss.work<EmailJob>(EMAIL_QUEUE, { pollingIntervalSeconds, batchSize: EMAIL_BATCH_SIZE }, async (batch: Job<EmailJob>[]) => {
    const messages = await db
      .select()
      .from(emailMessages)
      .where(
        inArray(
          emailMessages.id,
          batch.map((job) => job.data.messageId),
        ),
      )
    const byId = new Map(messages.map((message) => [message.id, message]))
    for (const job of batch) {
      const message = byId.get(job.data.messageId)
      if (!message || message.status === 'sent' || message.status === 'captured') continue
      try {
        await mailer.send(message)
        await db
          .update(emailMessages)
          .set({
            status: mailer.kind === 'smtp' ? 'sent' : 'captured',
            delivered_at: sql`now()`,
            attempts: sql`${emailMessages.attempts} + 1`,
            last_error: null,
            ...forgetContent(message),
          })
          .where(eq(emailMessages.id, message.id))
      } catch (error) {
        const finalAttempt = job.retryCount >= jobs.emailRetry.retryLimit
        await db
          .update(emailMessages)
          .set({
            attempts: sql`${emailMessages.attempts} + 1`,
            last_error: (error as Error).message.slice(0, 500),
            ...(finalAttempt ? { status: 'failed' as const, ...forgetContent(message) } : {}),
          })
          .where(eq(emailMessages.id, message.id))
        if (finalAttempt) log.error({ messageId: message.id, key: message.dedupe_key, err: error }, 'e-mail delivery failed for good')
        else
          log.warn(
            { messageId: message.id, attempt: job.retryCount + 1, err: (error as Error).message },
            'e-mail delivery failed; will retry',
          )
        // Only this job fails; the batch's other jobs complete when the handler returns.
        await jobs.boss.fail(EMAIL_QUEUE, job.id, { message: (error as Error).message.slice(0, 500) })
      }
    }
  })
}
