import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AcceptedEvent } from '@/shared/schemas/events'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { createGroupCommit } from '@/server/platform/db/group-commit'
import { agentEvents } from './schema'

export type EventSender = { companyId: string; apiKeyId: string | null; userId: string | null }
export type EventInput = { type: string; data: Record<string, unknown>; occurred_at?: string; idempotency_key?: string }

type NewEvent = typeof agentEvents.$inferInsert & { id: string; company_id: string }

/** An event not stored because its company's agents are behind (decision 116): the sender retries it later. */
export type RefusedEvent = { refused: true; retryAfterMs: number }

/** How long a sender waits before sending a refused event again. */
const BACKLOG_RETRY_AFTER_MS = 1000

/**
 * Of `companyIds`, those with an event the runtime has not taken for more than `limitMs`: one probe of the pending
 * events' index per company, against the database's clock, which every process shares.
 */
async function companiesBehind(db: Db, companyIds: string[], limitMs: number): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select c.id from unnest(${uuidArray(companyIds)}) as c(id)
      where exists (
        select 1 from agent_events w
        where w.company_id = c.id and w.processed_at is null
          and w.received_at < now() - ${limitMs} * interval '1 millisecond'
      )`),
  )
  return new Set(rows.map((row) => row.id))
}

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
 * decision 038). A repeated idempotency key of the same company answers the first event's id. A company whose
 * oldest pending event has waited more than `backlogLimitMs` has its new events refused until its agents catch up
 * (decision 116): intake never buries the runtime under more work than it can do.
 */
export function createEventWriter(
  db: Db,
  backlogLimitMs: number,
): (sender: EventSender, input: EventInput) => Promise<AcceptedEvent | RefusedEvent> {
  // A row the insert skipped repeats an idempotency key: the answer is the event that has it.
  const firstWithKey = async (row: NewEvent): Promise<AcceptedEvent> => {
    const [first] = await db
      .select({ id: agentEvents.id })
      .from(agentEvents)
      .where(and(eq(agentEvents.company_id, row.company_id), eq(agentEvents.idempotency_key, row.idempotency_key!)))
    return { id: first!.id, duplicate: true, company_id: row.company_id }
  }
  // A company found keeping up is not asked about again for a tenth of the limit: under a burst the check is one
  // statement per company now and then rather than one per batch, and the backlog it allows grows by that tenth at most.
  const recheckAfterMs = backlogLimitMs / 10
  const keepingUpUntil = new Map<string, number>()
  const behindOf = async (companyIds: string[]) => {
    const now = Date.now()
    const unknown = companyIds.filter((id) => (keepingUpUntil.get(id) ?? 0) <= now)
    if (unknown.length === 0) return new Set<string>()
    const behind = await companiesBehind(db, unknown, backlogLimitMs)
    if (keepingUpUntil.size > 10_000) keepingUpUntil.clear()
    for (const id of unknown) {
      if (behind.has(id)) keepingUpUntil.delete(id)
      else keepingUpUntil.set(id, now + recheckAfterMs)
    }
    return behind
  }
  const writeMany = async (rows: NewEvent[]): Promise<(AcceptedEvent | RefusedEvent)[]> => {
    const behind = await behindOf([...new Set(rows.map((row) => row.company_id))])
    const admitted = rows.filter((row) => !behind.has(row.company_id))
    const stored = admitted.length
      ? await db
          .insert(agentEvents)
          .values(admitted)
          .onConflictDoNothing({ target: [agentEvents.company_id, agentEvents.idempotency_key] })
          .returning({ id: agentEvents.id })
      : []
    const storedIds = new Set(stored.map((row) => row.id))
    return Promise.all(
      rows.map((row) => {
        if (behind.has(row.company_id)) return { refused: true as const, retryAfterMs: BACKLOG_RETRY_AFTER_MS }
        return storedIds.has(row.id) ? { id: row.id, duplicate: false, company_id: row.company_id } : firstWithKey(row)
      }),
    )
  }
  const write = createGroupCommit<NewEvent, AcceptedEvent | RefusedEvent>(writeMany)
  return (sender, input) => write(toRow(sender, input))
}
