import { and, eq } from 'drizzle-orm'
import type { AcceptedEvent } from '../../shared/schemas/events'
import type { Db } from '../db/client'
import { agentEvents } from '../db/schema/runtime'
import { AGENT_EVENT_QUEUE, enqueueAgentJob } from '../jobs/agent-jobs'
import type { JobQueue } from '../jobs/job-queue'

export type EventSender = { companyId: string; apiKeyId: string | null; userId: string | null }
export type EventInput = { type: string; data: Record<string, unknown>; occurred_at?: string; idempotency_key?: string }

/**
 * Stores an event and queues its processing in one transaction (issue 8): acknowledged means
 * durable. A repeated idempotency key of the same company answers the first event's id.
 */
export async function acceptEvent(db: Db, jobs: JobQueue, sender: EventSender, input: EventInput): Promise<AcceptedEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentEvents)
      .values({
        company_id: sender.companyId,
        type: input.type,
        data: input.data,
        ...(input.occurred_at ? { occurred_at: new Date(input.occurred_at) } : {}),
        idempotency_key: input.idempotency_key ?? null,
        api_key_id: sender.apiKeyId,
        user_id: sender.userId,
      })
      .onConflictDoNothing({ target: [agentEvents.company_id, agentEvents.idempotency_key] })
      .returning({ id: agentEvents.id })
    if (!row) {
      const [first] = await tx
        .select({ id: agentEvents.id })
        .from(agentEvents)
        .where(and(eq(agentEvents.company_id, sender.companyId), eq(agentEvents.idempotency_key, input.idempotency_key!)))
      return { id: first!.id, duplicate: true, company_id: sender.companyId }
    }
    await enqueueAgentJob(jobs, tx, AGENT_EVENT_QUEUE, { eventId: row.id })
    return { id: row.id, duplicate: false, company_id: sender.companyId }
  })
}
