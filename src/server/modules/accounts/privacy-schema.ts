import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PRIVACY_CHANGE_SOURCES, PRIVACY_CONTROLS } from '@/shared/schemas/privacy'
import { companies, users } from './schema'

/**
 * Every change of a company's privacy controls: who, when, which control, from, to, and whether the questionnaire or
 * Settings → Privacy made it (docs/decisions/101-privacy-controls.md). A deleted user's changes stay, by nobody.
 */
export const privacySettingChanges = pgTable(
  'privacy_setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    control: text('control', { enum: PRIVACY_CONTROLS }).notNull(),
    from: boolean('from').notNull(),
    to: boolean('to').notNull(),
    source: text('source', { enum: PRIVACY_CHANGE_SOURCES }).notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_setting_changes_company_changed_idx').on(table.company_id, table.changed_at)],
)
