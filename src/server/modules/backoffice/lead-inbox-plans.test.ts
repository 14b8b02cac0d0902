// @both-databases: the index PostgreSQL's planner chooses for the inbox with its statistics of a full table
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { LeadsQuery } from '@/shared/schemas/admin-leads'
import type { Database } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { expectReadThrough } from '@/server/test/plan-expectations'
import { explain } from '@/server/test/query-plans'
import { openTestDatabase } from '@/server/test/test-app'
import { encodeLeadCursor, leadsPageRows } from './lead-inbox'

// Enough leads that reading them all and sorting costs the planner more than walking an index; the statistics come
// from ANALYZE, as autovacuum keeps them on a server.
const LEADS = 6000
const PAGE = 50

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  // Spread as an inbox fills: most leads new and from the quiz, a few converted, a dozen industries.
  await database.db.execute(sql`
    insert into leads (id, source, company_name, contact_name, contact_email, industry, status, created_at)
    select gen_random_uuid(),
      case when i % 20 = 0 then 'improved' when i % 20 < 4 then 'demo' else 'quiz' end,
      'Company ' || i, 'Contact ' || i, 'lead' || i || '@example.com', 'industry-' || (i % 12),
      case when i % 25 = 0 then 'converted' when i % 25 = 1 then 'lost' when i % 25 < 5 then 'call_booked'
        when i % 25 < 9 then 'contacted' else 'new' end,
      now() - i * interval '1 minute'
    from generate_series(1, ${LEADS}) as i`)
  await database.db.execute(sql`analyze leads`)
}, 60_000)
afterAll(() => database.close())

const page = (filters: Omit<LeadsQuery, 'limit'> = {}): LeadsQuery => ({ limit: PAGE, ...filters })

describe('the inbox reads each page straight off an index (GET /api/admin/leads)', () => {
  it('newest first, with no filter', async () => {
    expectReadThrough(await explain(database.db, leadsPageRows(page())), 'leads_created_idx')
  })

  it('the next page, from the cursor', async () => {
    const [last] = rowsOf<{ id: string; micros: string }>(
      await database.db.execute(sql`
        select id, (extract(epoch from created_at) * 1000000)::bigint::text as micros from leads
        order by created_at desc, id desc offset ${PAGE - 1} limit 1`),
    )
    expectReadThrough(await explain(database.db, leadsPageRows(page({ cursor: encodeLeadCursor(last!) }))), 'leads_created_idx')
  })

  it('filtered by a status, a source or an industry few leads have, each through its own index', async () => {
    expectReadThrough(await explain(database.db, leadsPageRows(page({ status: 'converted' }))), 'leads_status_created_idx')
    expectReadThrough(await explain(database.db, leadsPageRows(page({ source: 'improved' }))), 'leads_source_created_idx')
    expectReadThrough(await explain(database.db, leadsPageRows(page({ industry: 'industry-7' }))), 'leads_industry_created_idx')
  })

  it('filtered by what most leads have, newest first through the date index, with nothing sorted', async () => {
    expectReadThrough(await explain(database.db, leadsPageRows(page({ status: 'new', source: 'quiz' }))), 'leads_created_idx')
  })
})
