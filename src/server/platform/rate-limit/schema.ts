import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One counter per limit key: the slots taken in its current window, which starts at the first slot taken after the
 * previous one ended. Taking a slot is one upsert on this row, so every server process on the database agrees and
 * parallel requests cannot all read "under the limit" before any of them counts (docs/decisions/076).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    // Milliseconds: a slot given back names its window by this value, which must survive the trip through a JS Date.
    window_started_at: timestamp('window_started_at', { withTimezone: true, precision: 3 }).notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_windows_ends_idx').on(table.window_ends_at)],
)
