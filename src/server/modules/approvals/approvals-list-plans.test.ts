// @both-databases: the plan PostgreSQL chooses for the Approvals list with each of its filters
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalsFilter } from '@/shared/schemas/approvals'
import type { Database } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { encodeCursor } from '@/server/platform/http/page-cursor'
import { deployAgents } from '@/server/modules/agents'
import { describePlan, explain } from '@/server/test/query-plans'
import { openTestDatabase } from '@/server/test/test-app'
import { approvalsPageQuery } from './approvals'

// Three companies with three agents each and 1,000 drafts per agent in every status, to 400 people: enough that reading
// a company's drafts and sorting them costs the planner more than walking the index.
const COMPANIES = 3
const DRAFTS_PER_AGENT = 1000

// The worker's shared database (openTestDatabase), no app: the plans are read with EXPLAIN, as the signals page's are.
let database: Database
let companyId: string
let agentId: string
beforeAll(async () => {
  database = await openTestDatabase()
  const { db } = database
  const companies = rowsOf<{ id: string }>(
    await db.execute(sql`insert into companies (name) select 'Company ' || i from generate_series(1, ${COMPANIES}) as i returning id`),
  )
  for (const company of companies) await deployAgents(db, company.id, ['max', 'sam', 'finn'])
  companyId = companies[0]!.id
  agentId = rowsOf<{ id: string }>(await db.execute(sql`select id from agents where company_id = ${companyId} limit 1`))[0]!.id
  await db.execute(sql`
    with runs as (
      insert into agent_runs (company_id, agent_id, dedupe_key, trigger, status, created_at)
      select a.company_id, a.id, a.id || ':' || i, 'lead.created', 'succeeded', now() - i * interval '1 minute'
      from agents a, generate_series(1, ${DRAFTS_PER_AGENT}) as i
      returning id, company_id, agent_id, created_at, dedupe_key
    )
    insert into agent_drafts (company_id, agent_id, run_id, status, review, "to", template_subject, template_text, facts,
      writer, fallback_reason, created_at)
    select company_id, agent_id, id, (array['awaiting', 'approved', 'rejected', 'sent'])[1 + n % 4], true,
      'person' || (n % 400) || '@example.com', 'Thanks for getting in touch', 'Hi, thanks for writing.', '[]'::jsonb,
      case when n % 3 = 0 then 'template' else 'model' end, case when n % 5 = 0 then 'It was empty' end, created_at
    from (select runs.*, split_part(dedupe_key, ':', 2)::int as n from runs) as numbered`)
  await db.execute(sql`analyze agent_drafts`)
  await db.execute(sql`analyze agents`)
}, 60_000)
afterAll(() => database.close())

const INDEX = 'agent_drafts_company_status_created_idx'

/**
 * The plan of the list's first page: it reads the drafts through `index` and, unless `sorts` (one person's drafts, a
 * few rows), sorts nothing; a failure prints the plan.
 */
async function expectPageReadThrough(filter: Partial<ApprovalsFilter> & { cursor?: string }, index = INDEX, sorts = false) {
  const query = approvalsPageQuery(database.db, companyId, { status: 'awaiting', ...filter }, Date.now())
  const lines = describePlan(await explain(database.db, query.getSQL()))
  const message = `plan:\n  ${lines.join('\n  ')}`
  expect(
    lines.some((line) => /Index/.test(line) && line.endsWith(` ${index}`)),
    message,
  ).toBe(true)
  // The agents table is three rows a company: reading it whole is fine; the drafts never are, nor a sort.
  const whole = sorts ? /^Seq Scan agent_drafts\b/ : /^(Seq Scan agent_drafts|Sort|Incremental Sort)\b/
  expect(
    lines.filter((line) => whole.test(line)),
    message,
  ).toEqual([])
}

describe('the Approvals list reads its page off an index, whatever the filters (GET /api/approvals)', () => {
  it.each<[string, Partial<ApprovalsFilter>]>([
    ['no filter', {}],
    ['one agent', { agent: 'AGENT' as string }],
    ['written by the template', { writer: 'template' }],
    ['fell back', { fellBack: true }],
    ['written under a day ago', { age: 'day' }],
    ['part of an address', { contact: 'person1' }],
  ])('%s', async (_, filter) => {
    await expectPageReadThrough(filter.agent ? { ...filter, agent: agentId } : filter)
  })

  // One person's drafts: a handful (a person gets at most one e-mail a message window), read whole and sorted.
  it('a whole address, through the address index', async () => {
    await expectPageReadThrough({ contact: 'person7@example.com' }, 'agent_drafts_company_to_idx', true)
  })

  it('a later page, after a cursor', async () => {
    const first = await approvalsPageQuery(database.db, companyId, { status: 'awaiting' }, Date.now())
    const last = first.at(-2)!
    await expectPageReadThrough({ cursor: encodeCursor(last.stamp, last.draft.id) })
  })
})
