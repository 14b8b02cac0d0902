import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '@/server/modules/accounts'

/**
 * A test bench run: an owner's proposed change to how agents write (model, knowledge, voice, an agent's guidance),
 * replayed on up to 50 of the company's recent events through the current and the proposed settings. `proposal` holds
 * the proposed settings (a proposed API key only as ciphertext); `summary` the win rate and totals once finished.
 */
export const testBenchRuns = pgTable(
  'test_bench_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The agent whose events are replayed; null: the company's recent events of every writing agent. */
    agent_id: uuid('agent_id'),
    proposal: jsonb('proposal').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'running' | 'finished' | 'failed' | 'applied' | 'discarded'>().notNull().default('running'),
    cases_total: integer('cases_total').notNull().default(0),
    cases_done: integer('cases_done').notNull().default(0),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('test_bench_runs_company_created_idx').on(table.company_id, sql`${table.created_at} desc`)],
)

/** One replayed event of a run: the current and the proposed drafts, each with its grades, tokens, cost and latency. */
export const testBenchCases = pgTable(
  'test_bench_cases',
  {
    run_id: uuid('run_id')
      .notNull()
      .references(() => testBenchRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The draft whose event is replayed (its facts and template); no foreign key: the run outlives a deleted draft. */
    draft_id: uuid('draft_id').notNull(),
    current: jsonb('current').$type<Record<string, unknown>>(),
    proposed: jsonb('proposed').$type<Record<string, unknown>>(),
    /** Which side won the pairwise judgement (or the graders, without a judge): 'proposed', 'current' or 'tie'. */
    verdict: text('verdict').$type<'proposed' | 'current' | 'tie'>(),
  },
  (table) => [primaryKey({ columns: [table.run_id, table.position] })],
)
