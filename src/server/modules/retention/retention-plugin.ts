import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { RetentionDays } from '@/shared/config/public-config'
import type { Db } from '@/server/platform/db/client'
import { describeRemoved, runRetention, type RetentionCounts } from './retention-run'

export const RETENTION_QUEUE = 'retention.daily'

// Once a day, at a quiet hour (UTC): limits are counted in days, so a run a day keeps each within a day of its time.
const RETENTION_CRON = '17 3 * * *'

type Log = { info: (object: object, message: string) => void }

/** One run as of `now`, logged as counts only (docs/decisions/105-retention.md): the worker's whole job. */
export async function runRetentionAndLog(
  db: Db,
  log: Log,
  options: { now: Date; days: RetentionDays; batchSize?: number },
): Promise<RetentionCounts> {
  const counts = await runRetention(db, options)
  log.info({ removed: counts }, describeRemoved(counts))
  return counts
}

/**
 * The daily retention run (docs/product.md#retention): pg-boss's cron sends one job per tick across every server
 * process, and whichever takes it runs. A failed run is left to the next day's, which finds everything still due.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, { days, pollingIntervalSeconds }: { days: RetentionDays; pollingIntervalSeconds: number }) => {
    // A run that outlives its hours belongs to a process that died; the next tick starts afresh.
    await app.jobs.boss.createQueue(RETENTION_QUEUE, { retryLimit: 0, expireInSeconds: 6 * 60 * 60 })
    await app.jobs.boss.schedule(RETENTION_QUEUE, RETENTION_CRON)
    await app.jobs.boss.work(RETENTION_QUEUE, { pollingIntervalSeconds }, async () => {
      await runRetentionAndLog(app.db, app.log, { now: new Date(), days })
    })
  },
  { name: 'retention', dependencies: ['db', 'jobs'] },
)
