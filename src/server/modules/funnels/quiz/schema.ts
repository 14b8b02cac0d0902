import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { deliveryAttemptColumns } from '@/server/platform/webhooks/delivery-attempts'

/** A Growth Map quiz lead (docs/product.md#quiz-submit). The random uuid is the only key to it. */
export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_name: text('company_name').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_email: text('contact_email').notNull(),
    industry: text('industry').notNull(),
    hours_spent_weekly: real('hours_spent_weekly').notNull(),
    timeline: text('timeline').notNull(),
    stage_flag: text('stage_flag').notNull(),
    /** The whole payload as sent, for the webhook and the report. */
    payload: jsonb('payload').$type<QuizPayload>().notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_submissions_created_idx').on(table.created_at)],
)

/**
 * One signed delivery of a lead to the n8n webhook. Its id is the Standard Webhooks `webhook-id`,
 * the same on every retry, so the receiver can drop duplicates.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    submission_id: uuid('submission_id')
      .notNull()
      .unique()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** The exact JSON sent (and signed) on every attempt. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'skipped'] }).notNull(),
    ...deliveryAttemptColumns(),
  },
  (table) => [index('webhook_deliveries_status_next_idx').on(table.status, table.next_attempt_at)],
)
