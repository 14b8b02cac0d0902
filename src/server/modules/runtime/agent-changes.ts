import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'

/** The channel of the live dashboard (docs/product.md#live-updates); see docs/decisions/071-live-dashboard-notify.md. */
export const AGENT_CHANGES_CHANNEL = 'agent_changes'

export type AgentChange = {
  company_id: string
  agent_ids: string[]
  signals: boolean
  /** For a run: the event it acted on, the signals it sent, the signal it processed (lets a watcher follow a chain). */
  event_id?: string
  sent_signal_ids?: string[]
  processed_signal_id?: string
  /** A draft started or stopped waiting in Approvals: the inbox and its count refetch (docs/decisions/106-ai-writing.md). */
  approvals?: true
}

/**
 * Announces changes in the caller's transaction, one notice each, in one statement: NOTIFY is delivered only when
 * that transaction commits, to every process listening on the database (PostgreSQL), or in process (PGlite).
 */
export async function notifyAgentChanges(tx: Db, changes: AgentChange[]): Promise<void> {
  if (changes.length === 0) return
  const payloads = changes.map((change) => sql`${JSON.stringify(change)}`)
  await tx.execute(
    sql`select pg_notify(${AGENT_CHANGES_CHANNEL}, payload) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as payload`,
  )
}

export const notifyAgentChange = (tx: Db, change: AgentChange) => notifyAgentChanges(tx, [change])
