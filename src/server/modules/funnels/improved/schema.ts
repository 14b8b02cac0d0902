import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ImprovedAssessment, ImprovedMetrics } from '@/shared/schemas/improved-assessment'

/**
 * Leads from the improved six-step assessment (POST /api/onboarding/improved, docs/product.md#improved-submit).
 * The whole validated answer is kept as JSON; the columns sales filters and sorts by are copied out.
 */
export const improvedAssessments = pgTable(
  'improved_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_name: text('company_name').notNull(),
    contact_email: text('contact_email').notNull(),
    contact_name: text('contact_name').notNull(),
    business_type: text('business_type').notNull(),
    team_size: text('team_size').notNull(),
    monthly_budget: text('monthly_budget').notNull(),
    timeline: text('timeline').notNull(),
    preferred_contact: text('preferred_contact').notNull(),
    hours_spent_weekly: real('hours_spent_weekly').notNull(),
    monthly_savings: integer('monthly_savings').notNull(),
    answers: jsonb('answers').$type<ImprovedAssessment>().notNull(),
    metrics: jsonb('metrics').$type<ImprovedMetrics>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('improved_assessments_email_idx').on(sql`lower(${table.contact_email})`),
    index('improved_assessments_created_idx').on(table.created_at),
  ],
)
