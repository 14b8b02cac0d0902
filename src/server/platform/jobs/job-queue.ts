import { fromPglite, PgBoss } from 'pg-boss'
import type { Database } from '../db/client'

export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax: number }

export type JobQueue = {
  boss: PgBoss
  /** Retries of outgoing e-mail: exponential backoff (delay × 2^attempt with jitter), about a day in all. */
  emailRetry: RetryPolicy
  /** E-mails one company may cause per UTC day, which the outbox enforces (docs/decisions/083). */
  companyEmailsPerDay: number
  stop: () => Promise<void>
}

export type JobQueueOptions = {
  /** Log sink for pg-boss errors (its maintenance runs in the background). */
  onError: (error: Error) => void
  /** First retry delay in seconds; tests shorten it. */
  retryDelaySeconds?: number
  /** The outbox's daily limit per company (config.companyEmailsPerDay). */
  companyEmailsPerDay?: number
}

/**
 * pg-boss on the app's own database: in process on PGlite (its `fromPglite` adapter),
 * or its own small pool on PostgreSQL, so several server processes share one queue.
 */
export async function startJobQueue(
  database: Database,
  { onError, retryDelaySeconds = 5, companyEmailsPerDay = 500 }: JobQueueOptions,
): Promise<JobQueue> {
  // A job left active by a process that died is failed and retried once it expires; checking every 10 s
  // (not pg-boss's 60) keeps a crash's recovery within about a minute for the agent jobs (decision 074).
  const maintenance = { supervise: true, monitorIntervalSeconds: 10, superviseIntervalSeconds: 10 }
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite', schema: 'pgboss', ...maintenance })
      : new PgBoss({ connectionString: database.url!, schema: 'pgboss', max: 4, ...maintenance })
  boss.on('error', onError)
  await boss.start()
  return {
    boss,
    emailRetry: { retryLimit: 12, retryDelay: retryDelaySeconds, retryBackoff: true, retryDelayMax: 4 * 60 * 60 },
    companyEmailsPerDay,
    // graceful: let running handlers finish; close: false keeps the app's own connection for its own close.
    stop: () => boss.stop({ graceful: true, close: database.kind === 'postgres', timeout: 10_000 }),
  }
}
