import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PlaybookInputs } from '@/shared/agents/playbooks/types'
import { apiKeys, companies, users } from '@/server/modules/accounts'
import { agents, signals } from './agents-schema'
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
    /**
     * An event for one agent only, whatever the catalogue's triggers say: a reply to that agent's e-mail
     * (docs/decisions/129-answers-in-the-thread.md). Null: every agent whose triggers include the type. No foreign key:
     * its share lock on the agent, taken by the transaction that stores a reply, deadlocked with the runtime's lock of
     * the company's agents; an event for an agent no longer deployed runs nobody.
     */
    agent_id: uuid('agent_id'),
    /** The reply (a conversation message) this event stands for; its draft answers in that thread. */
    reply_message_id: uuid('reply_message_id'),
    /** The answer waits for a person whatever the agent's review setting: a stranger wrote, or DMARC failed. */
    review_required: boolean('review_required').notNull().default(false),
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
