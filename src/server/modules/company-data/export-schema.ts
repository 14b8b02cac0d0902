import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '@/server/modules/accounts'
import { EXPORT_STATUSES } from '@/shared/schemas/company-export'

/**
 * A company's data export (docs/product.md#company-export): created with its rows counted, then streamed once as a
 * zip. Progress lives here rather than in the process that streams it, so any server process answers the page's
 * polling (docs/decisions/102-company-export.md).
 */
export const companyExports = pgTable(
  'company_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('ready'),
    /** Rows of every file, counted when the export was created; rows written since may differ a little. */
    total_rows: integer('total_rows').notNull(),
    rows_written: integer('rows_written').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Why the download stopped, in words for the owner; null unless failed. */
    error: text('error'),
  },
  (table) => [index('company_exports_company_created_idx').on(table.company_id, table.created_at)],
)
