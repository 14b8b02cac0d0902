import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PlaybookInputs } from '@/shared/agents/playbooks/types'
import { apiKeys, companies, users } from '@/server/modules/accounts'
import { agents, signals } from './agents-schema'
import { deliveryAttemptColumns } from '@/server/platform/webhooks/delivery-attempts'
/** Business events received through POST /api/events; an idempotency key is unique per company. */
export const agentEvents = pgTable(
  'agent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    idempotency_key: text('idempotency_key'),
    api_key_id: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set in the transaction that writes the event's runs: until then the event is work to do (decision 073). */
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('agent_events_company_idempotency_unique').on(table.company_id, table.idempotency_key),
    index('agent_events_company_received_idx').on(table.company_id, table.received_at),
    // The runtime's work list, read a company at a time so that companies share each batch (decision 085).
    index('agent_events_pending_company_idx')
      .on(table.company_id, table.received_at, table.id)
      .where(sql`${table.processed_at} is null`),
  ],
)

export const RUN_STATUSES = ['waiting', 'succeeded', 'failed'] as const

/**
 * One agent acting on one event or one signal: the activity of the agent's timeline. dedupe_key
 * ('event:<event>:<agent>' or 'signal:<signal>') is unique, so a retried or repeated job never runs twice.
 */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agent_id: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    dedupe_key: text('dedupe_key').notNull(),
    event_id: uuid('event_id').references(() => agentEvents.id, { onDelete: 'cascade' }),
    signal_id: uuid('signal_id').references(() => signals.id, { onDelete: 'cascade' }),
    /** The event type or signal name that woke the agent. */
    trigger: text('trigger').notNull(),
    depth: integer('depth').notNull().default(0),
    status: text('status', { enum: RUN_STATUSES }).notNull(),
    summary: text('summary'),
    inputs: jsonb('inputs').$type<PlaybookInputs>(),
    steps: jsonb('steps').$type<string[]>(),
    error: text('error'),
    /** The agent's health right after this run: the trend on the detail view. */
    health_after: integer('health_after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('agent_runs_dedupe_unique').on(table.dedupe_key),
    index('agent_runs_agent_created_idx').on(table.agent_id, sql`${table.created_at} desc`, table.id),
    index('agent_runs_agent_status_idx').on(table.agent_id, table.status),
  ],
)

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
