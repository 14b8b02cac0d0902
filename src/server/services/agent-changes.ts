import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** The channel of the live dashboard (issue 8); see docs/decisions/070-agent-runtime.md. */
export const AGENT_CHANGES_CHANNEL = 'agent_changes'

export type AgentChange = { company_id: string; agent_ids: string[]; signals: boolean }

/**
 * Announces a change in the caller's transaction: NOTIFY is delivered only when that transaction
 * commits, to every process listening on the database (PostgreSQL), or in process (PGlite).
 */
export async function notifyAgentChange(tx: Db, change: AgentChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${AGENT_CHANGES_CHANNEL}, ${JSON.stringify(change)})`)
}
