import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export type EmailAttachment = { filename: string; content: string; contentType: string }

/**
 * Every e-mail the app sends: written in the transaction of the action that causes it, then
 * delivered by the job queue. It doubles as the development mailbox when no SMTP server is configured.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Callers pass a key when an action may repeat ("once per submission"); the second insert is a no-op.
    dedupe_key: text('dedupe_key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'sent', 'captured', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('email_messages_dedupe_unique').on(table.dedupe_key), index('email_messages_created_idx').on(table.created_at)],
)
