import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { expireWaitingDrafts, sendReviewNotes, type ReviewNoteContext } from './waiting-drafts-sweep'

export const WAITING_DRAFTS_QUEUE = 'approvals.waiting'

// Every hour: an expiry counted in days is then met within the hour, and an owner's note goes out within an hour of
// its day.
const WAITING_DRAFTS_CRON = '23 * * * *'

/**
 * The hourly look at drafts waiting for review: pg-boss's cron sends one job per tick across every server process.
 * Expiry and the notes are one transaction, so a note never counts a draft that expired in the same run.
 */
export const waitingDraftsPlugin = fp(
  async (app: FastifyInstance, { context, pollingIntervalSeconds }: { context: ReviewNoteContext; pollingIntervalSeconds: number }) => {
    await app.jobs.boss.createQueue(WAITING_DRAFTS_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 })
    await app.jobs.boss.schedule(WAITING_DRAFTS_QUEUE, WAITING_DRAFTS_CRON)
    await app.jobs.boss.work(WAITING_DRAFTS_QUEUE, { pollingIntervalSeconds }, async () => {
      const now = new Date()
      await app.db.transaction(async (tx) => {
        await expireWaitingDrafts(tx, now)
        await sendReviewNotes(tx, app.jobs, context, now)
      })
    })
  },
  { name: 'waiting-drafts', dependencies: ['db', 'jobs'] },
)
