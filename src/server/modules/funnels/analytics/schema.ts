import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * One funnel step a browser session saw (docs/decisions/107-funnel-analytics.md): a random id per browser session, no
 * cookie, no address, no answer but the industry the visitor chose, which the analytics split by.
 */
export const funnelStepViews = pgTable(
  'funnel_step_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Random per browser session (sessionStorage), made by the page; links a session's steps and nothing else. */
    visit_id: uuid('visit_id').notNull(),
    funnel: text('funnel', { enum: ['quiz', 'demo', 'improved'] }).notNull(),
    /** The step's id in its wizard; 'complete' when the funnel was finished. */
    step: text('step').notNull(),
    step_index: integer('step_index').notNull(),
    stage: text('stage'),
    ref: text('ref'),
    industry: text('industry'),
    viewed_at: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('funnel_step_views_funnel_viewed_idx').on(table.funnel, table.viewed_at),
    index('funnel_step_views_visit_idx').on(table.visit_id, table.viewed_at),
  ],
)
