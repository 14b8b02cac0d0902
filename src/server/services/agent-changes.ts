import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** The channel of the live dashboard (issue 8); see docs/decisions/070-agent-runtime.md. */
export const AGENT_CHANGES_CHANNEL = 'agent_changes'

export type AgentChange = {
  company_id: string
  agent_ids: string[]
  signals: boolean
  /** For a run: the event it acted on, the signals it sent, the signal it processed (lets a watcher follow a chain). */
  event_id?: string
  sent_signal_ids?: string[]
  processed_signal_id?: string
}

/**
 * Announces a change in the caller's transaction: NOTIFY is delivered only when that transaction
 * commits, to every process listening on the database (PostgreSQL), or in process (PGlite).
 */
export async function notifyAgentChange(tx: Db, change: AgentChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${AGENT_CHANGES_CHANNEL}, ${JSON.stringify(change)})`)
}
