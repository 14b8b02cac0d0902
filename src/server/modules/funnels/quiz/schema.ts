import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
 * the same on every retry, so the receiver can drop duplicates. A submission has one delivery, and one more each time
 * staff redeliver it from the back office (a new id: docs/product.md#back-office).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    submission_id: uuid('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** The delivery a staff member redelivered; null for the submission's own. */
    redelivery_of: text('redelivery_of'),
    /** The staff member who asked for the redelivery. No foreign key: accounts may go, the record stays. */
    requested_by: uuid('requested_by'),
    /** The exact JSON sent (and signed) on every attempt. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'skipped'] }).notNull(),
    ...deliveryAttemptColumns(),
  },
  (table) => [
    index('webhook_deliveries_status_next_idx').on(table.status, table.next_attempt_at),
    index('webhook_deliveries_submission_idx').on(table.submission_id),
    // The submission's own delivery is made once, however often its follow-ups are queued.
    uniqueIndex('webhook_deliveries_first_unique')
      .on(table.submission_id)
      .where(sql`${table.redelivery_of} is null`),
    index('webhook_deliveries_created_idx').on(table.created_at),
  ],
)

/**
 * Every attempt of a lead's webhook delivery, for the lead's timeline and the n8n page (docs/product.md#back-office):
 * the delivery row keeps only the last one. Written with the delivery's own record of the attempt, in one transaction.
 */
export const leadWebhookAttempts = pgTable(
  'lead_webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    delivery_id: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt. */
    attempt: integer('attempt').notNull(),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    duration_ms: integer('duration_ms'),
    status_code: integer('status_code'),
    /** The first kilobyte of the receiver's answer, as storable text; null when none came. */
    response: text('response'),
    error: text('error'),
    /** When the next attempt is due; null when this one was the last. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('lead_webhook_attempts_delivery_attempt_unique').on(table.delivery_id, table.attempt)],
)
