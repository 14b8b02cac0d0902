import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Each time a person opened or deleted what the product holds about their address (docs/product.md#my-data), for a
 * back office to show. The address is kept only as a keyed hash (PersonDataLinks.hashAddress): a record of a deletion
 * must not bring the address back (docs/decisions/104-a-persons-data.md).
 */
export const personDataRequests = pgTable(
  'person_data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['lookup', 'delete'] }).notNull(),
    address_hash: text('address_hash').notNull(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows found (lookup) or removed (delete) per kind, as the page shows them. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('person_data_requests_address_idx').on(table.address_hash, table.requested_at)],
)
