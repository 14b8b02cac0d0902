import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '@/server/modules/accounts'

/**
 * A company's scheduled erasure (docs/product.md#company-erase): one per company, deleted with the company. The sweep
 * claims a due request by setting `claimed_until`, a lease another server process waits out before taking it over
 * (docs/decisions/103-company-erase-and-account-deletion.md); a claimed request can no longer be cancelled.
 */
export const companyErasures = pgTable(
  'company_erasures',
  {
    company_id: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('company_erasures_due_idx').on(table.due_at)],
)

/**
 * What is left of an erased company: its id, when, and who asked; ids and a time only, no name or address. No foreign
 * keys, so it outlives the rows it names (docs/decisions/103-company-erase-and-account-deletion.md).
 */
export const companyTombstones = pgTable('company_tombstones', {
  company_id: uuid('company_id').primaryKey(),
  erased_at: timestamp('erased_at', { withTimezone: true }).notNull(),
  requested_by: uuid('requested_by'),
})
