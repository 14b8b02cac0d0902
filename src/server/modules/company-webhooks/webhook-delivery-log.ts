import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { ANSWER_EXCERPT_CHARS, type WebhookDeliveriesPage, type WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import type { Db } from '@/server/platform/db/client'
import { decodeCursor, encodeCursor, isEpochMicros, type CursorShape } from '@/server/platform/http/page-cursor'
import type { RecordedAttempt } from '@/server/platform/webhooks/delivery-worker'
import { agentWebhookAttempts, agentWebhookDeliveries } from './schema'

// The owner's delivery log of the company webhook (docs/decisions/093): deliveries newest first, each with its attempts.

/** Writes an attempt's line of the log, in the transaction that records the attempt on its delivery. */
export async function logAgentWebhookAttempt(db: Db, deliveryId: string, recorded: RecordedAttempt): Promise<void> {
  await db.insert(agentWebhookAttempts).values({
    delivery_id: deliveryId,
    attempt: recorded.attempts,
    status_code: recorded.last_status_code,
    response: recorded.last_response,
    error: recorded.last_error,
    next_attempt_at: recorded.next_attempt_at,
  })
}

// The cursor is the last delivery's created_at in microseconds since the epoch, and its id: digits and an id of the
// shape the enqueue makes (platform/http/page-cursor.ts).
const CURSOR: CursorShape = { position: isEpochMicros, id: (id) => /^msg_[0-9a-f]{32}$/.test(id) }

/** At most `max` characters, counted by code point so no surrogate pair is cut in half. */
function excerpt(text: string | null): string | null {
  if (!text?.trim()) return null
  const characters = Array.from(text)
  return characters.length > ANSWER_EXCERPT_CHARS ? `${characters.slice(0, ANSWER_EXCERPT_CHARS).join('')}…` : text
}

/** What a delivery was about, read from its body: the agent and what it did, or nothing for a test event. */
function summarise(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { agent?: { name?: unknown }; summary?: unknown; trigger?: unknown }
    const agent = typeof parsed.agent?.name === 'string' ? parsed.agent.name : null
    const what = typeof parsed.summary === 'string' ? parsed.summary : typeof parsed.trigger === 'string' ? parsed.trigger : null
    if (agent && what) return `${agent}: ${what}`
    return agent ?? what
  } catch {
    return null
  }
}

const createdMicros = sql<string>`(extract(epoch from ${agentWebhookDeliveries.created_at}) * 1000000)::bigint::text`

/** One page of the company's deliveries, newest first, with every attempt of each. */
export async function listWebhookDeliveries(db: Db, companyId: string, limit: number, cursor?: string): Promise<WebhookDeliveriesPage> {
  const after = cursor ? decodeCursor(cursor, CURSOR) : null
  const table = agentWebhookDeliveries
  const rows = await db
    .select({
      id: table.id,
      event: table.event,
      url: table.url,
      body: table.body,
      status: table.status,
      created_at: table.created_at,
      next_attempt_at: table.next_attempt_at,
      micros: createdMicros,
    })
    .from(table)
    .where(
      and(
        eq(table.company_id, companyId),
        after
          ? sql`(${table.created_at}, ${table.id}) < (timestamptz 'epoch' + ${after[0]}::bigint * interval '1 microsecond', ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    deliveries: await withAttempts(db, page),
    next_cursor: rows.length > limit && last ? encodeCursor(last.micros, last.id) : null,
  }
}

/** One delivery of the company, as the log shows it; undefined when the company has none by that id. */
export async function findWebhookDelivery(db: Db, companyId: string, id: string): Promise<WebhookDelivery | undefined> {
  const rows = await db
    .select()
    .from(agentWebhookDeliveries)
    .where(and(eq(agentWebhookDeliveries.company_id, companyId), eq(agentWebhookDeliveries.id, id)))
  const [delivery] = await withAttempts(db, rows)
  return delivery
}

type DeliveryRow = Pick<
  typeof agentWebhookDeliveries.$inferSelect,
  'id' | 'event' | 'url' | 'body' | 'status' | 'created_at' | 'next_attempt_at'
>

async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(agentWebhookAttempts)
    .where(
      inArray(
        agentWebhookAttempts.delivery_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(agentWebhookAttempts.attempt))
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    summary: summarise(row.body),
    url: row.url,
    status: row.status,
    created_at: row.created_at.toISOString(),
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        attempted_at: attempt.attempted_at.toISOString(),
        status_code: attempt.status_code,
        response: excerpt(attempt.response),
        error: attempt.error,
        next_attempt_at: attempt.next_attempt_at?.toISOString() ?? null,
      })),
  }))
}
