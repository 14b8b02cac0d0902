import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** One row per counted attempt; shared by every server process on the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_key_created_idx').on(table.key, table.created_at)],
)
