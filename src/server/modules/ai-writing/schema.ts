import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
  },
  (table) => [primaryKey({ columns: [table.company_id, table.month] })],
)
