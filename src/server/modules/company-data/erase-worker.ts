import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runDueErasures } from './erase-run'

export const ERASE_SWEEP_QUEUE = 'company.erase-sweep'

// Erasures are due on a day, not a minute: a sweep every quarter of an hour erases a company within that of its time.
const ERASE_SWEEP_CRON = '*/15 * * * *'

/**
 * The sweep of due company erasures (docs/product.md#company-erase): pg-boss's cron sends one job per tick across
 * every server process, and whichever takes it erases what is due, one company at a time (erase-run.ts claims each
 * under SKIP LOCKED, so a second sweep at once only finds nothing to take). A failed sweep is left to the next tick.
 */
export const companyErasePlugin = fp(
  async (app: FastifyInstance, { pollingIntervalSeconds }: { pollingIntervalSeconds: number }) => {
    // A sweep that outlives its hour belongs to a process that died; the lease lets the next tick take its company over.
    await app.jobs.boss.createQueue(ERASE_SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 60 * 60 })
    await app.jobs.boss.schedule(ERASE_SWEEP_QUEUE, ERASE_SWEEP_CRON)
    await app.jobs.boss.work(ERASE_SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
      const erased = await runDueErasures(app.db, { now: new Date() })
      if (erased.length > 0) app.log.info({ companies: erased.length }, 'companies erased')
    })
  },
  { name: 'company-erase', dependencies: ['db', 'jobs'] },
)
