import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { AiProvider } from '@/shared/ai/providers'
import { companies, users } from '@/server/modules/accounts'

/**
 * A company's own language model (Settings → AI), overriding the operator's, and the monthly token budget the owner
 * sets. The API key is encrypted at rest with AI_KEY_ENCRYPTION_KEY and never shown again.
 */
export const companyAiSettings = pgTable('company_ai_settings', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<AiProvider>(),
  model: text('model'),
  base_url: text('base_url'),
  api_key_ciphertext: text('api_key_ciphertext'),
  /** The last four characters of the key, so an owner can tell which key is set. */
  api_key_hint: text('api_key_hint'),
  monthly_token_budget: integer('monthly_token_budget'),
  /** The monthly budget in money, in cents of the price table's currency (null: none; the token budget still holds). */
  monthly_budget_cents: integer('monthly_budget_cents'),
  // The owner's word that the company runs the endpoint at this host, or has a processing agreement for it: with Local
  // processing on, personal data goes to a company endpoint only then (and never to a known hosted service).
  local_confirmed_host: text('local_confirmed_host'),
  local_confirmed_at: timestamp('local_confirmed_at', { withTimezone: true }),
  local_confirmed_by: uuid('local_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Tokens a company's agents used per calendar month (UTC). A call reserves its largest possible use before it starts
 * and settles to what the provider reported, so parallel calls never overshoot the budget.
 */
export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    tokens: integer('tokens').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    /** What the month's calls cost, in millionths of the price table's currency (reserved, then settled like tokens). */
    cost_micros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
    /** When the owner was told the month passed 80% of its money budget: once a month. */
    budget_warned_at: timestamp('budget_warned_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.month] })],
)

/**
 * Each time a company's model provider did not answer (an error or a timeout): more than 5 in an hour names the outage
 * on the dashboard and in Approvals. Read by company, newest first.
 */
export const aiProviderFailures = pgTable(
  'ai_provider_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<AiProvider>().notNull(),
    model: text('model').notNull(),
    reason: text('reason').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_provider_failures_company_created_idx').on(table.company_id, sql`${table.created_at} desc`)],
)

/**
 * Every applied change to how a company's agents write: the model, the knowledge, the voice, or one agent's guidance
 * (`agent_id` set). `settings` holds what was in force after the change, so restoring a version applies it again as a
 * new version. Read newest first per company; an agent's charts mark the versions that touched it.
 */
export const aiSettingVersions = pgTable(
  'ai_setting_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The agent whose guidance changed; null for a company-wide change. No foreign key: an undeployed agent's history stays. */
    agent_id: uuid('agent_id'),
    kind: text('kind').$type<'model' | 'knowledge' | 'voice' | 'guidance'>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** A short line for the marker and the list ("Model: gpt-4o-mini → gpt-4.1"). */
    summary: text('summary').notNull(),
    changed_by: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The test bench run the change was tried in, and the version it restores. */
    bench_run_id: uuid('bench_run_id'),
    restored_from: uuid('restored_from'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_setting_versions_company_created_idx').on(table.company_id, sql`${table.created_at} desc`)],
)
