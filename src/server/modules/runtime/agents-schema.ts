import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { TrustLevel } from '@/shared/schemas/trust-ladder'
import { companies, users } from '@/server/modules/accounts'

/**
 * A company's deployed agents (docs/product.md#agent-catalogue). The catalogue fields are copied at deploy time,
 * so a later catalogue edit never rewrites what a company already runs. One row per catalogue agent
 * and company: that unique index is what makes deploying idempotent (docs/product.md#deploy).
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    catalogue_id: text('catalogue_id').$type<CatalogueAgentId>().notNull(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    agent_type: text('agent_type').notNull(),
    context_id: text('context_id').notNull(),
    intent: text('intent').notNull(),
    signals: jsonb('signals').$type<string[]>().notNull(),
    tools_used: jsonb('tools_used').$type<string[]>().notNull(),
    output: text('output').notNull(),
    personality: text('personality').notNull(),
    avatar_color: text('avatar_color').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['active', 'pending', 'paused'] })
      .notNull()
      .default('active'),
    health: integer('health').notNull().default(100),
    last_activity: timestamp('last_activity', { withTimezone: true }),
    signals_sent: integer('signals_sent').notNull().default(0),
    signals_received: integer('signals_received').notNull().default(0),
    /**
     * Whether drafts wait in Approvals for a person (docs/decisions/106-ai-writing.md): kept in step with `trust_level`
     * (false only on Autopilot), which decides (docs/decisions/130-trust-ladder.md).
     */
    review_before_send: boolean('review_before_send').notNull().default(true),
    /** Shadow (written, never sent), Review or Autopilot: the agent's rung on the trust ladder. */
    trust_level: text('trust_level').$type<TrustLevel>().notNull().default('review'),
    /**
     * The agent's style guide: what reviewers' edits and reasons taught it, readable and editable by the owner, sent with
     * every prompt (null: none yet).
     */
    guidance: text('guidance'),
    guidance_updated_at: timestamp('guidance_updated_at', { withTimezone: true }),
    guidance_updated_by: uuid('guidance_updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Drafts waiting in Approvals: kept with every change of a draft's status, they weigh on the agent's health. */
    awaiting_approvals: integer('awaiting_approvals').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agents_company_catalogue_unique').on(table.company_id, table.catalogue_id)],
)

/** Agent-to-agent signals (docs/product.md#signals); read newest first, a page at a time. */
export const signals = pgTable(
  'signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    from_agent_id: uuid('from_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    to_agent_id: uuid('to_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    signal: text('signal').notNull(),
    // 'undeliverable' when the receiving agent is not deployed (kept, not dropped: docs/product.md#signals).
    status: text('status', { enum: ['processed', 'pending', 'undeliverable'] })
      .notNull()
      .default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The receiver named in the graph even when the company lacks it (docs/product.md#signals), what was passed
    // on and why, the run that sent it and how deep in its chain it is.
    to_catalogue_id: text('to_catalogue_id').$type<CatalogueAgentId>(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    reason: text('reason'),
    depth: integer('depth').notNull().default(0),
    from_run_id: uuid('from_run_id'),
    /** Sent while the company's agent data sharing was off: no name or address (docs/decisions/101-privacy-controls.md). */
    personal_data_withheld: boolean('personal_data_withheld').notNull().default(false),
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  // Matches the page query exactly: one company, created_at desc, id as tie-breaker.
  (table) => [
    index('signals_company_created_id_idx').on(table.company_id, sql`${table.created_at} desc`, table.id),
    // The runtime's work list: signals still to be acted on, a company at a time, oldest first (decisions 073, 085).
    index('signals_pending_company_idx')
      .on(table.company_id, table.created_at, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/**
 * Each move of an agent on the trust ladder (docs/decisions/130-trust-ladder.md): by its owner (`changed_by`) or by the
 * product when rejections or refusals spiked (`automatic`, with the reason the owner reads). Read newest first per agent.
 */
export const agentTrustChanges = pgTable(
  'agent_trust_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agent_id: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    from_level: text('from_level').$type<TrustLevel>().notNull(),
    to_level: text('to_level').$type<TrustLevel>().notNull(),
    changed_by: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull().default(false),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_trust_changes_agent_created_idx').on(table.agent_id, sql`${table.created_at} desc`)],
)
