import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export type EmailAttachment = { filename: string; content: string; contentType: string }

export const EMAIL_STATUSES = ['held', 'queued', 'sent', 'captured', 'failed'] as const

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
    // The company whose action caused the e-mail (its plan, its agents), counted against its daily limit; null for
    // the public funnels and account e-mails (docs/decisions/083). No foreign key: the platform knows no module's table.
    company_id: uuid('company_id'),
    // The back-office lead the e-mail was sent to, for its timeline (docs/product.md#back-office); no foreign key either.
    lead_id: uuid('lead_id'),
    to: text('to').notNull(),
    // The From header's name (the operator's MAIL_FROM address stays) and the Reply-To address: a company's agents
    // write as the company (docs/decisions/120-agents-speak-for-the-business.md); null keeps MAIL_FROM as it is.
    from_name: text('from_name'),
    reply_to: text('reply_to'),
    // The one-click unsubscribe address (RFC 8058) of an e-mail to someone outside the company: the List-Unsubscribe
    // and List-Unsubscribe-Post headers carry it.
    unsubscribe_url: text('unsubscribe_url'),
    // Threading (docs/decisions/128-conversations.md): the Message-ID the e-mail leaves with (without angle brackets),
    // and for an answer in a thread the message it answers and the thread's earlier ones (space-separated).
    message_id: text('message_id'),
    in_reply_to: text('in_reply_to'),
    references: text('references'),
    // The envelope sender (Return-Path) when it is not MAIL_FROM's: an agent's reply address, so a bounce comes back to
    // the conversation it concerns.
    envelope_from: text('envelope_from'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    // held: stored without a job until the company proves an address (docs/decisions/083).
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    // What the stored copy keeps once the e-mail is sent or has failed for good: its text and html are cleared and its
    // address and subject become these (a company that keeps only what a run needs); null keeps everything.
    kept_after_send: jsonb('kept_after_send').$type<{ to: string; subject: string }>(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_messages_dedupe_unique').on(table.dedupe_key),
    index('email_messages_created_idx').on(table.created_at),
    index('email_messages_lead_idx')
      .on(table.lead_id)
      .where(sql`${table.lead_id} is not null`),
    index('email_messages_held_idx')
      .on(table.company_id, table.created_at)
      .where(sql`${table.status} = 'held'`),
  ],
)

/**
 * E-mails each company caused per UTC day, against its daily limit (docs/decisions/083). `granted` is what the last
 * reservation got, so one upsert both counts and tells its caller.
 */
export const companyEmailDays = pgTable(
  'company_email_days',
  {
    company_id: uuid('company_id').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
    granted: integer('granted').notNull(),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.day] })],
)
