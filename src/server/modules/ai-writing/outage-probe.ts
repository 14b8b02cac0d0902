import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { forgetOldProviderFailures, probeRecoveredProviders } from './outage-recovery'

export const OUTAGE_PROBE_QUEUE = 'ai.outage-probe'

// Every five minutes: a provider that came back is noticed within minutes even when no new event asks for a draft
// (docs/decisions/133-provider-outages.md).
const OUTAGE_PROBE_CRON = '*/5 * * * *'

/** pg-boss's cron sends one job per tick across every server process; the probe writes one waiting draft per company again. */
export async function startOutageProbe(db: Db, jobs: JobQueue, pollingIntervalSeconds: number): Promise<void> {
  await jobs.boss.createQueue(OUTAGE_PROBE_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 })
  await jobs.boss.schedule(OUTAGE_PROBE_QUEUE, OUTAGE_PROBE_CRON)
  await jobs.boss.work(OUTAGE_PROBE_QUEUE, { pollingIntervalSeconds }, async () => {
    const now = new Date()
    await probeRecoveredProviders(db, jobs, now)
    await forgetOldProviderFailures(db, now)
  })
}
