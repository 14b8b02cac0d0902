import { sql, type SQL } from 'drizzle-orm'
import { fromDrizzle, type Job, type JobResult } from 'pg-boss'
import type { Db } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
import { createDestinationLimits, MAX_IN_FLIGHT_PER_DESTINATION } from './destination-limits'
import { attemptWebhook, recordAttempt, type AttemptInput, type AttemptOutcome, type AttemptRecord } from './webhook-attempt'

/** One attempt of one delivery: the job the previous attempt (or the enqueue) wrote. */
export type DeliveryJob = { deliveryId: string; attempt: number }

/** What the worker reads of a delivery row to know whether a job is still its due attempt. */
export type DueDelivery = { id: string; status: string; attempts: number }

/**
 * The row's fields after an attempt, as the module's table takes them, and how long the attempt took (null when no
 * request was made), for a queue that logs each attempt.
 */
export type RecordedAttempt = Omit<AttemptRecord['update'], 'finished'> & { finished_at: SQL | null; duration_ms: number | null }

export type DeliveryQueue<Row extends DueDelivery> = {
  name: string
  /** pg-boss's own retries, for a job whose handler failed (the database, not the receiver). */
  jobOptions: { retryLimit: number; retryDelay: number }
  schedule: readonly number[]
  pollingIntervalSeconds: number
  /** The rows the batch's jobs name (missing ones are gone: their jobs do nothing). */
  load: (ids: string[]) => Promise<Row[]>
  /** The signed POST a due row needs, or the outcome to record without one (no secret). */
  prepare: (row: Row) => AttemptInput | AttemptOutcome
  /** Writes an attempt's record on its row, through `db` (the transaction that also queues the next attempt). */
  save: (db: Db, id: string, attempt: RecordedAttempt) => Promise<void>
  /** After an attempt is recorded: logs. */
  onRecorded?: (row: Row, record: AttemptRecord) => void
}

// Jobs per fetch. A full batch makes the worker fetch again at once (burstWhenBatchFull), so a backlog drains without
// the idle poll between batches; two workers per queue let one batch start while another waits on a slow receiver.
const DELIVERY_BATCH_SIZE = 50
const WORKERS_PER_QUEUE = 2

/**
 * Delivers a webhook queue's jobs (docs/decisions/084-quiz-submit-enqueues-follow-ups.md): each batch's attempts run at
 * once, at most MAX_IN_FLIGHT_PER_DESTINATION to one origin across both workers. Each attempt is recorded, and the next
 * one queued on the schedule in the same transaction, as it finishes; a failure to record fails that job alone, which
 * pg-boss runs again (at least once, deduplicable by webhook-id). A stale or repeated job does nothing.
 */
export async function startDeliveryWorker<Row extends DueDelivery>(
  jobs: JobQueue,
  db: Db,
  queue: DeliveryQueue<Row>,
  perDestination = MAX_IN_FLIGHT_PER_DESTINATION,
): Promise<void> {
  const limitDestination = createDestinationLimits(perDestination)
  await jobs.boss.createQueue(queue.name, queue.jobOptions)

  async function deliver(row: Row, attempt: number): Promise<void> {
    const prepared = queue.prepare(row)
    let duration: number | null = null
    const outcome =
      'kind' in prepared
        ? prepared
        : await limitDestination(prepared.url, async () => {
            // Timed inside the destination's limit: the request's own time, not the wait for a free slot.
            const started = performance.now()
            try {
              return await attemptWebhook(prepared)
            } finally {
              duration = Math.round(performance.now() - started)
            }
          })
    const record = recordAttempt(outcome, attempt, queue.schedule)
    const { finished, ...update } = record.update
    const recorded: RecordedAttempt = { ...update, finished_at: finished ? sql`now()` : null, duration_ms: duration }
    const { delay } = record
    if (delay === null) {
      await queue.save(db, row.id, recorded)
    } else {
      await db.transaction(async (tx) => {
        await queue.save(tx, row.id, recorded)
        await jobs.boss.send(queue.name, { deliveryId: row.id, attempt: update.attempts } satisfies DeliveryJob, {
          ...queue.jobOptions,
          startAfter: new Date(Date.now() + delay),
          db: fromDrizzle(tx as never, sql as never),
        })
      })
    }
    queue.onRecorded?.(row, record)
  }

  const options = {
    batchSize: DELIVERY_BATCH_SIZE,
    burstWhenBatchFull: true,
    localConcurrency: WORKERS_PER_QUEUE,
    perJobResults: true,
    pollingIntervalSeconds: queue.pollingIntervalSeconds,
  } as const
  await jobs.boss.work<DeliveryJob, unknown, typeof options>(queue.name, options, async (batch: Job<DeliveryJob>[]) => {
    const rows = new Map((await queue.load([...new Set(batch.map((job) => job.data.deliveryId))])).map((row) => [row.id, row]))
    const taken = new Set<string>()
    return Promise.all(
      batch.map(async (job): Promise<JobResult> => {
        const { deliveryId, attempt } = job.data
        const row = rows.get(deliveryId)
        const key = `${deliveryId}:${attempt}`
        // The row as the batch found it: a job for an attempt already recorded, or twice in one batch, does nothing.
        if (!row || row.status !== 'pending' || row.attempts !== attempt || taken.has(key)) return { id: job.id, status: 'completed' }
        taken.add(key)
        try {
          await deliver(row, attempt)
          return { id: job.id, status: 'completed' }
        } catch (error) {
          return { id: job.id, status: 'failed', output: { message: String((error as Error).message ?? error).slice(0, 500) } }
        }
      }),
    )
  })
}
