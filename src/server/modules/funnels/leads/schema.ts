import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { LEAD_ACTIVITY_KINDS, LEAD_SOURCES, LEAD_STATUSES, type LeadFigure } from '@/shared/backoffice/lead-kinds'
import { companies } from '@/server/modules/accounts'
import { quizSubmissions } from '../quiz/schema'
import { demoLeads } from '../demo/schema'
import { improvedAssessments } from '../improved/schema'

/**
 * The back office's inbox (docs/product.md#back-office): one row per quiz submission, demo assessment and improved
 * assessment, written in the same transaction as the submission. Its id is the submission's own; the submission's
 * answers stay in its table, and its removal (retention, a person's request) removes the lead by cascade.
 * The columns are what the inbox shows, filters and sorts by.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    quiz_submission_id: uuid('quiz_submission_id').references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    demo_lead_id: uuid('demo_lead_id').references(() => demoLeads.id, { onDelete: 'cascade' }),
    improved_assessment_id: uuid('improved_assessment_id').references(() => improvedAssessments.id, { onDelete: 'cascade' }),
    company_name: text('company_name').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_email: text('contact_email').notNull(),
    /** The industry's label as the visitor chose it; '' when they did not. */
    industry: text('industry').notNull(),
    /** The monthly savings the funnel estimated for them, in whole currency units; null when it showed none. */
    monthly_savings: integer('monthly_savings'),
    /** The quiz's `stage` parameter they arrived with ('organic' without one); null for the other funnels. */
    stage: text('stage'),
    /** The `ref` parameter of the first page they landed on, if any. */
    ref: text('ref'),
    /** The ROI figures exactly as the visitor saw them, stored at submission; null for leads from before. */
    figures: jsonb('figures').$type<LeadFigure[]>(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The workspace staff created from the lead. */
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset pagination, newest first, on its own and under each filter (the bench's 100,000 leads).
    index('leads_created_idx').on(table.created_at.desc(), table.id.desc()),
    index('leads_status_created_idx').on(table.status, table.created_at.desc(), table.id.desc()),
    index('leads_source_created_idx').on(table.source, table.created_at.desc(), table.id.desc()),
    index('leads_industry_created_idx').on(table.industry, table.created_at.desc(), table.id.desc()),
    // The removal of a submission, an assessment or a company finds its lead through these (ON DELETE). Each holds
    // only the rows that have the column, so a quiz submit writes one of them, not four (docs/performance.md#lead-indexes).
    index('leads_quiz_idx')
      .on(table.quiz_submission_id)
      .where(sql`${table.quiz_submission_id} is not null`),
    index('leads_demo_idx')
      .on(table.demo_lead_id)
      .where(sql`${table.demo_lead_id} is not null`),
    index('leads_improved_idx')
      .on(table.improved_assessment_id)
      .where(sql`${table.improved_assessment_id} is not null`),
    index('leads_company_idx')
      .on(table.company_id)
      .where(sql`${table.company_id} is not null`),
  ],
)

/**
 * A lead's timeline besides its webhook attempts and e-mails (docs/product.md#back-office): PDF downloads, booking
 * changes, and every staff action with who did it. `detail` holds what the entry shows (a note, from and to).
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_ACTIVITY_KINDS }).notNull(),
    /** The staff member who acted; null for the visitor and the system. No foreign key: the record outlives accounts. */
    actor_id: uuid('actor_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_activity_lead_idx').on(table.lead_id, table.at)],
)
