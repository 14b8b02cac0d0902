import { eq, inArray, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import type { Db } from '../db/client'
import { emailMessages, type EmailAttachment } from './schema'
import type { Mailer } from './mailer'
import type { JobQueue } from '../jobs/job-queue'

export type EmailMessage = { to: string; subject: string; text: string; html: string; attachments?: EmailAttachment[] }

export const EMAIL_QUEUE = 'email.send'

type EmailJob = { messageId: string }

/**
 * Queues an e-mail in the caller's transaction: it exists iff that transaction commits, and a
 * `key` makes a repeated call a no-op. Pass the transaction as `db` (decision 006: nothing lost, nothing sent on rollback).
 */
export async function enqueueEmail(
  jobs: JobQueue,
  db: Db,
  message: EmailMessage,
  options: { key?: string } = {},
): Promise<string | undefined> {
  const [id] = await enqueueEmails(jobs, db, [{ message, key: options.key }])
  return id
}

/** Several e-mails at once (a batch of agent runs): two statements whatever their number; keys already used are skipped. */
export async function enqueueEmails(jobs: JobQueue, db: Db, emails: { message: EmailMessage; key?: string }[]): Promise<string[]> {
  if (emails.length === 0) return []
  const rows = await db
    .insert(emailMessages)
    .values(
      emails.map(({ message, key }) => ({
        dedupe_key: key ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
      })),
    )
    .onConflictDoNothing({ target: emailMessages.dedupe_key })
    .returning({ id: emailMessages.id })
  if (rows.length === 0) return []
  // pg-boss writes its jobs through the same transaction (its drizzle adapter).
  const { retryLimit, retryDelay, retryBackoff, retryDelayMax } = jobs.emailRetry
  await jobs.boss.insert(
    EMAIL_QUEUE,
    rows.map((row) => ({ data: { messageId: row.id } satisfies EmailJob, retryLimit, retryDelay, retryBackoff, retryDelayMax })),
    { db: fromDrizzle(db as never, sql as never) },
  )
  return rows.map((row) => row.id)
}

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
          })
          .where(eq(emailMessages.id, message.id))
      } catch (error) {
        const finalAttempt = job.retryCount >= jobs.emailRetry.retryLimit
        await db
          .update(emailMessages)
          .set({
            attempts: sql`${emailMessages.attempts} + 1`,
            last_error: (error as Error).message.slice(0, 500),
            ...(finalAttempt ? { status: 'failed' as const } : {}),
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
