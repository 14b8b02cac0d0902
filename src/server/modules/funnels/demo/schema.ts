import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { DemoAssessment } from '@/shared/schemas/demo-assessment'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Every completed demo assessment is a sales lead, where the original requirements kept it in the browser (decision 022). */
export const demoLeads = pgTable(
  'demo_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact_email: text('contact_email').notNull(),
    contact_name: text('contact_name').notNull(),
    company_name: text('company_name').notNull(),
    answers: jsonb('answers').$type<DemoAssessment>().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('demo_leads_created_idx').on(table.created_at)],
)

/**
 * One onboarding call per (date, slot): the unique index over bookings not cancelled is what makes a double booking
 * impossible. Staff move and cancel bookings (docs/product.md#back-office); each change raises `sequence`, the calendar
 * file's SEQUENCE, so the visitor's calendar updates the same event.
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    time_zone: text('time_zone').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    lead_id: uuid('lead_id').references(() => demoLeads.id, { onDelete: 'set null' }),
    contact_email: text('contact_email').notNull(),
    contact_name: text('contact_name').notNull(),
    company_name: text('company_name').notNull(),
    investment_percentage: integer('investment_percentage').notNull(),
    created_at: createdAt(),
    sequence: integer('sequence').notNull().default(0),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('demo_bookings_date_slot_unique')
      .on(table.date, table.slot)
      .where(sql`${table.cancelled_at} is null`),
    index('demo_bookings_starts_idx').on(table.starts_at),
    index('demo_bookings_lead_idx').on(table.lead_id),
  ],
)
