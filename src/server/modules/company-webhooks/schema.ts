import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companies } from '@/server/modules/accounts'
import { agentRuns } from '@/server/modules/runtime'
import { deliveryAttemptColumns } from '@/server/platform/webhooks/delivery-attempts'

/**
 * Agent outputs sent to the company's n8n webhook (docs/product.md#agent-outputs), one per run, signed and retried
 * like the quiz webhook (decision 033). The URL is copied at queue time; the secret is read at each attempt.
 */
export const agentWebhookDeliveries = pgTable(
  'agent_webhook_deliveries',
  {
    // The Standard Webhooks `webhook-id`: the same on every retry, so receivers can drop duplicates.
    id: text('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Null for a test event the owner sends from Settings (docs/decisions/093): it belongs to no run.
    run_id: uuid('run_id')
      .unique()
      .references(() => agentRuns.id, { onDelete: 'cascade' }),
    /** The body's `type`: 'agent.run', or 'webhook.test' (docs/decisions/093). */
    event: text('event').notNull().default('agent.run'),
    url: text('url').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    ...deliveryAttemptColumns(),
  },
  (table) => [index('agent_webhook_deliveries_company_idx').on(table.company_id, table.created_at)],
)

/**
 * Every attempt of an agent webhook delivery, for the owner's delivery log (docs/decisions/093): the delivery row keeps
 * only the last one. Written with the delivery's own record of the attempt, in one transaction.
 */
export const agentWebhookAttempts = pgTable(
  'agent_webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    delivery_id: text('delivery_id')
      .notNull()
      .references(() => agentWebhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt. */
    attempt: integer('attempt').notNull(),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    status_code: integer('status_code'),
    /** The first kilobyte of the receiver's answer, as storable text (receiver-answer.ts); null when none came. */
    response: text('response'),
    error: text('error'),
    /** When the next attempt is due; null when this one was the last. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('agent_webhook_attempts_delivery_attempt_unique').on(table.delivery_id, table.attempt)],
)
