// @both-databases: the generic plan PostgreSQL settles on for the signals page's prepared statements
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Database } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { expectReadThrough } from '@/server/test/plan-expectations'
import { explainPrepared } from '@/server/test/query-plans'
import { openTestDatabase } from '@/server/test/test-app'
import { SIGNALS_AFTER_SQL, SIGNALS_PAGE_SQL } from './signal-lists'

// Three companies' signals, enough that reading them all and sorting costs the planner more than walking the index.
const COMPANIES = 3
const SIGNALS_EACH = 3000
const PAGE = 50

let database: Database
let companyId: string
beforeAll(async () => {
  database = await openTestDatabase()
  const companies = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`insert into companies (name) select 'Company ' || i from generate_series(1, ${COMPANIES}) as i returning id`,
    ),
  )
  companyId = companies[0]!.id
  await database.db.execute(sql`
    insert into signals (company_id, signal, status, created_at)
    select c.id, 'lead.qualified', 'processed', now() - i * interval '1 second'
    from unnest(${sql.raw(`array[${companies.map((company) => `'${company.id}'::uuid`).join(', ')}]`)}) as c(id),
      generate_series(1, ${SIGNALS_EACH}) as i`)
  await database.db.execute(sql`analyze signals`)
}, 60_000)
afterAll(() => database.close())

describe('the signals page reads straight off its index (GET /api/agents/signals)', () => {
  it('the first page', async () => {
    const plan = await explainPrepared(database.db, SIGNALS_PAGE_SQL, ['uuid', 'int'], [`'${companyId}'::uuid`, String(PAGE + 1)])
    expectReadThrough(plan, 'signals_company_created_id_idx')
  })

  it('a later page, after a cursor', async () => {
    const plan = await explainPrepared(
      database.db,
      SIGNALS_AFTER_SQL,
      ['uuid', 'int', 'timestamptz', 'uuid'],
      [`'${companyId}'::uuid`, String(PAGE + 1), `now() - interval '1 hour'`, 'gen_random_uuid()'],
    )
    expectReadThrough(plan, 'signals_company_created_id_idx')
  })
})
