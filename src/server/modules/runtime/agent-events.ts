import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AcceptedEvent } from '@/shared/schemas/events'
import type { Db } from '@/server/platform/db/client'
import { createGroupCommit } from '@/server/platform/db/group-commit'
import { agentEvents } from './schema'

export type EventSender = { companyId: string; apiKeyId: string | null; userId: string | null }
export type EventInput = { type: string; data: Record<string, unknown>; occurred_at?: string; idempotency_key?: string }

type NewEvent = typeof agentEvents.$inferInsert & { id: string; company_id: string }

function toRow(sender: EventSender, input: EventInput): NewEvent {
  return {
    // Made here rather than by the database, so a shared INSERT tells which rows it stored.
    id: randomUUID(),
    company_id: sender.companyId,
    type: input.type,
    data: input.data,
    ...(input.occurred_at ? { occurred_at: new Date(input.occurred_at) } : {}),
    idempotency_key: input.idempotency_key ?? null,
    api_key_id: sender.apiKeyId,
    user_id: sender.userId,
  }
}

/**
 * Stores events (docs/product.md#events-api): acknowledged means durable, and a stored event is the runtime's work
 * until it is marked processed (decision 073). Events that arrive together share one INSERT (group commit,
 * decision 038). A repeated idempotency key of the same company answers the first event's id.
 */
export function createEventWriter(db: Db): (sender: EventSender, input: EventInput) => Promise<AcceptedEvent> {
  // A row the insert skipped repeats an idempotency key: the answer is the event that has it.
  const firstWithKey = async (row: NewEvent): Promise<AcceptedEvent> => {
    const [first] = await db
      .select({ id: agentEvents.id })
      .from(agentEvents)
      .where(and(eq(agentEvents.company_id, row.company_id), eq(agentEvents.idempotency_key, row.idempotency_key!)))
    return { id: first!.id, duplicate: true, company_id: row.company_id }
  }
  const writeMany = async (rows: NewEvent[]) => {
    const stored = await db
      .insert(agentEvents)
      .values(rows)
      .onConflictDoNothing({ target: [agentEvents.company_id, agentEvents.idempotency_key] })
      .returning({ id: agentEvents.id })
    const storedIds = new Set(stored.map((row) => row.id))
    return Promise.all(
      rows.map((row) => (storedIds.has(row.id) ? { id: row.id, duplicate: false, company_id: row.company_id } : firstWithKey(row))),
    )
  }
  const write = createGroupCommit<NewEvent, AcceptedEvent>(writeMany)
  return (sender, input) => write(toRow(sender, input))
}
