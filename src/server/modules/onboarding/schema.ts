import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { OnboardingSubmission } from '@/shared/schemas/onboarding'
import { companies, users } from '@/server/modules/accounts'

/**
 * Every questionnaire submission of a company, versioned 1, 2, 3…; the highest version counts
 * (decision 014). The whole payload is kept as JSON; the columns beside it are the ones we search by.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    contact_email: text('contact_email'),
    company_name: text('company_name'),
    industry: text('industry'),
    completeness: integer('completeness').notNull(),
    data: jsonb('data').$type<OnboardingSubmission>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onboarding_submissions_company_version_unique').on(table.company_id, table.version),
    index('onboarding_submissions_contact_email_idx').on(table.contact_email),
    index('onboarding_submissions_industry_idx').on(table.industry),
    index('onboarding_submissions_created_idx').on(table.created_at),
  ],
)

export const onboardingProgress = pgTable('onboarding_progress', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  current_step: text('current_step').notNull(),
  steps_completed: jsonb('steps_completed').$type<string[]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
