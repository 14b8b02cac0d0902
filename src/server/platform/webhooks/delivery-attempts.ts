import { integer, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What a signed webhook delivery records of its attempts (webhook-attempt.ts recordAttempt), the same for the quiz's
 * leads and the agents' outputs. A function: each table needs its own column builders.
 */
export const deliveryAttemptColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  last_status_code: integer('last_status_code'),
  /** The first kilobyte of the receiver's last answer (receiver-answer.ts), as storable text; null when none came. */
  last_response: text('last_response'),
  last_error: text('last_error'),
  next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
})
