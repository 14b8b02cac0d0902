// @both-databases: the generic plans PostgreSQL gives the foreign keys' ON DELETE actions
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Database } from '@/server/platform/db/client'
import { expectReadThrough } from '@/server/test/plan-expectations'
import { explainPrepared } from '@/server/test/query-plans'
import { openTestDatabase } from '@/server/test/test-app'

// A quiz submit writes its lead with four of the table's indexes less than it did: the address index no query used is
// gone, and the indexes behind the removals hold only the rows that have the column (docs/performance.md#lead-indexes).
// These are the statements PostgreSQL runs for ON DELETE, as a generic plan with the key as a parameter.
const LEADS = 6000

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  await database.db.execute(sql`
    insert into leads (id, source, company_name, contact_name, contact_email, industry, created_at)
    select gen_random_uuid(), 'quiz', 'Company ' || i, 'Contact ' || i, 'lead' || i || '@example.com', 'gym',
      now() - i * interval '1 minute'
    from generate_series(1, ${LEADS}) as i`)
  await database.db.execute(sql`analyze leads`)
}, 60_000)
afterAll(() => database.close())

const someId = 'gen_random_uuid()'

describe('removing what a lead came from finds it through a partial index', () => {
  it('a quiz submission, a demo lead and an improved assessment (ON DELETE CASCADE)', async () => {
    for (const [column, index] of [
      ['quiz_submission_id', 'leads_quiz_idx'],
      ['demo_lead_id', 'leads_demo_idx'],
      ['improved_assessment_id', 'leads_improved_idx'],
    ] as const) {
      expectReadThrough(await explainPrepared(database.db, `delete from only leads where $1 = ${column}`, ['uuid'], [someId]), index)
    }
  })

  it('a company its workspace was made for (ON DELETE SET NULL)', async () => {
    const plan = await explainPrepared(database.db, 'update only leads set company_id = null where $1 = company_id', ['uuid'], [someId])
    expectReadThrough(plan, 'leads_company_idx')
  })
})
