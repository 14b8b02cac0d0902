import type { FastifyInstance } from 'fastify'
import type { JobWithMetadata } from 'pg-boss'
import { waitFor } from './polling'

/** The queue's jobs whose data contains `data`, every state. */
export async function findJobs(app: FastifyInstance, queue: string, data: object): Promise<JobWithMetadata<unknown>[]> {
  return app.jobs.boss.findJobs(queue, { data })
}

/** Waits until the queue holds exactly one job containing `data` that has not started yet (one waiting for its time). */
export async function waitForQueuedJob(app: FastifyInstance, queue: string, data: object): Promise<JobWithMetadata<unknown>> {
  const [job] = await waitFor(
    () => app.jobs.boss.findJobs(queue, { data, queued: true }),
    (jobs) => jobs.length === 1,
    { what: `one queued ${queue} job with ${JSON.stringify(data)}` },
  )
  return job!
}

/**
 * Makes a job that waits for its time due now, as the passing of its delay would, and wakes the queue's workers so
 * they fetch it at once: the test waits for the attempt, never for the clock. `startAfter: 0` is pg-boss's own way to
 * pull a job forward (update(): "the caller is explicitly pulling a deferred job forward to now"); the wake-up is the
 * one its LISTEN/NOTIFY gives a queue that opts in.
 */
export async function makeDue(app: FastifyInstance, queue: string, job: { id: string }): Promise<void> {
  const { updated } = await app.jobs.boss.update(queue, undefined, { id: job.id, startAfter: 0 })
  if (updated !== 1) throw new Error(`${queue} job ${job.id} was not waiting any more`)
  for (const worker of app.jobs.boss.getWipData()) if (worker.name === queue) app.jobs.boss.notifyWorker(worker.id)
}
