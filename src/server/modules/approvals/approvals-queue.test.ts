import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentDrafts, agentRuns, agents } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'

// The review queue of docs/decisions/126-approvals-review-queue.md: the list's filters and counts, and bulk decisions.

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const HOUR = 60 * 60 * 1000
type Company = { cookie: string; companyId: string; agentIds: { max: string; riley: string } }

async function createCompany(): Promise<Company> {
  const owner = await registerUser(app, { full_name: 'Ada Lovelace', company_name: 'Acme' })
  await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, {
    method: 'POST',
    url: '/api/agents/deploy',
    cookie: owner.cookie,
    body: { agentIds: ['max', 'riley'] },
  })
  expect(deployed.statusCode, deployed.body).toBe(200)
  const idOf = (name: string) => deployed.json().find((agent: { name: string }) => agent.name === name).id
  return { cookie: owner.cookie, companyId: owner.user.company_id, agentIds: { max: idOf('Max'), riley: idOf('Riley') } }
}

type DraftSeed = {
  agent?: 'max' | 'riley'
  to?: string
  writer?: 'model' | 'template'
  fallback?: string
  ageHours?: number
  status?: string
}

/** Drafts as the writing job leaves them for review, in one insert each for runs and drafts, counters up. */
async function insertDrafts(company: Company, seeds: DraftSeed[]): Promise<string[]> {
  const now = Date.now()
  const runs = await app.db
    .insert(agentRuns)
    .values(
      seeds.map((seed) => ({
        company_id: company.companyId,
        agent_id: company.agentIds[seed.agent ?? 'max'],
        dedupe_key: `test:${crypto.randomUUID()}`,
        trigger: 'lead.created',
        status: 'succeeded' as const,
      })),
    )
    .returning({ id: agentRuns.id })
  const drafts = await app.db
    .insert(agentDrafts)
    .values(
      seeds.map((seed, index) => {
        const createdAt = new Date(now - (seed.ageHours ?? 0) * HOUR - index * 1000)
        return {
          company_id: company.companyId,
          agent_id: company.agentIds[seed.agent ?? 'max'],
          run_id: runs[index]!.id,
          status: (seed.status ?? 'awaiting') as 'awaiting',
          review: true,
          to: seed.to ?? 'grace@example.com',
          template_subject: 'Thanks for reaching out',
          template_text: 'Hi Grace, thanks for reaching out.',
          facts: [{ label: 'decision', value: 'Score 80: hot lead', personal: false }],
          subject: `Draft ${index}`,
          body: 'Hi Grace, a time to talk?',
          writer: seed.writer ?? 'model',
          fallback_reason: seed.fallback ?? null,
          created_at: createdAt,
          written_at: createdAt,
        }
      }),
    )
    .returning({ id: agentDrafts.id, agentId: agentDrafts.agent_id, status: agentDrafts.status })
  for (const agentId of new Set(drafts.filter((draft) => draft.status === 'awaiting').map((draft) => draft.agentId))) {
    const waiting = drafts.filter((draft) => draft.agentId === agentId && draft.status === 'awaiting').length
    await app.db
      .update(agents)
      .set({ awaiting_approvals: sql`${agents.awaiting_approvals} + ${waiting}` })
      .where(eq(agents.id, agentId))
  }
  return drafts.map((draft) => draft.id)
}

const get = (url: string, cookie: string) => requestJson(app, { url, cookie })
const idsOf = async (url: string, cookie: string) => {
  const response = await get(url, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items.map((item: { id: string }) => item.id) as string[]
}
const bulk = (cookie: string, body: unknown) => requestJson(app, { method: 'POST', url: '/api/approvals/bulk', cookie, body })
const counterOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.awaiting_approvals
const emailsOf = (ids: string[]) =>
  app.db
    .select()
    .from(emailMessages)
    .where(
      inArray(
        emailMessages.dedupe_key,
        ids.map((id) => `draft:${id}`),
      ),
    )

describe('the Approvals list’s filters', () => {
  it('narrow by agent, writer, fell back, contact and age, each item carrying its run and whether it fell back', async () => {
    const company = await createCompany()
    const [fresh, riley, template, fellBack, week, older, upper] = await insertDrafts(company, [
      { to: 'ada@example.com' },
      { agent: 'riley', to: 'bob@example.com' },
      { writer: 'template', to: 'carol@shop.example' },
      { writer: 'template', fallback: 'It stated a price your business did not give ("$500")', to: 'dan@example.com' },
      { ageHours: 30, to: 'ada@example.com' },
      { ageHours: 24 * 9, to: 'eve@example.com' },
      { to: 'Ada@Example.com' },
    ])
    const list = (query: string) => idsOf(`/api/approvals?${query}`, company.cookie)
    expect(await list(`agent=${company.agentIds.riley}`)).toEqual([riley])
    expect(await list('writer=template')).toEqual([template, fellBack])
    expect(await list('fellBack=true')).toEqual([fellBack])
    expect(await list('fellBack=false')).toEqual([fresh, riley, template, upper, week, older])
    // A whole address matches whatever its case; part of one matches as a search.
    expect(await list('contact=ADA%40example.com')).toEqual([fresh, upper, week])
    expect(await list('contact=shop')).toEqual([template])
    expect(await list('contact=%25')).toEqual([])
    expect(await list('age=day')).toEqual([fresh, riley, template, fellBack, upper])
    expect(await list('age=week')).toEqual([week])
    expect(await list('age=older')).toEqual([older])
    expect(await list(`agent=${company.agentIds.max}&writer=model&age=day`)).toEqual([fresh, upper])

    const item = (await get('/api/approvals?fellBack=true', company.cookie)).json().items[0]
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, fellBack!))
    expect(item).toMatchObject({ id: fellBack, fell_back: true, run_id: draft!.run_id, writer: 'template' })
  })

  it('keep the keyset pages whole and in order under a filter', async () => {
    const company = await createCompany()
    const seeds: DraftSeed[] = Array.from({ length: 45 }, (_, index) => ({ agent: index % 3 === 0 ? 'riley' : 'max' }))
    const ids = await insertDrafts(company, seeds)
    const rileys = ids.filter((_, index) => index % 3 === 0)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `/api/approvals?agent=${company.agentIds.riley}${cursor ? `&cursor=${cursor}` : ''}`
      const page = (await get(query, company.cookie)).json()
      seen.push(...page.items.map((item: { id: string }) => item.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(rileys)
  })

  it('count each tab under the same filters', async () => {
    const company = await createCompany()
    await insertDrafts(company, [
      { to: 'ada@example.com' },
      { to: 'ada@example.com', status: 'approved' },
      { to: 'bob@example.com', status: 'rejected' },
      { to: 'ada@example.com', status: 'sent' },
      { to: 'ada@example.com', status: 'writing' },
      { to: 'ada@example.com', status: 'merged' },
    ])
    const counts = await get('/api/approvals/counts', company.cookie)
    expect(counts.statusCode, counts.body).toBe(200)
    expect(counts.json()).toEqual({ awaiting: 1, approved: 1, rejected: 1, sent: 1 })
    expect((await get('/api/approvals/counts?contact=ada', company.cookie)).json()).toEqual({
      awaiting: 1,
      approved: 1,
      rejected: 0,
      sent: 1,
    })
    const other = await createCompany()
    expect((await get('/api/approvals/counts', other.cookie)).json()).toEqual({ awaiting: 0, approved: 0, rejected: 0, sent: 0 })
  })

  it('refuse what they cannot read with a 400 and its field', async () => {
    const company = await createCompany()
    for (const query of ['agent=max', 'writer=robot', 'fellBack=maybe', 'age=year', `contact=${'a'.repeat(321)}`]) {
      const response = await get(`/api/approvals?${query}`, company.cookie)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
      expect((await get(`/api/approvals/counts?${query}`, company.cookie)).statusCode, query).toBe(400)
    }
  })
})

describe('bulk decisions', () => {
  it('approve 50 drafts as written: 50 e-mails queued, the counters down to 0, each draft approved by the caller', async () => {
    const company = await createCompany()
    const seeds: DraftSeed[] = Array.from({ length: 50 }, (_, index) => ({
      agent: index < 20 ? 'riley' : 'max',
      to: `p${index}@example.com`,
    }))
    const ids = await insertDrafts(company, seeds)
    expect(await counterOf(company.agentIds.max)).toBe(30)

    const response = await bulk(company.cookie, { action: 'approve', ids })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ approved: 50, rejected: 0, skipped: 0 })
    expect(response.json().results.map((result: { id: string }) => result.id)).toEqual(ids)
    expect(
      response.json().results.every((result: { outcome: string; email: null }) => result.outcome === 'approved' && result.email === null),
    ).toBe(true)

    const emails = await emailsOf(ids)
    expect(emails).toHaveLength(50)
    expect(emails.every((email) => email.status === 'queued' && email.company_id === company.companyId)).toBe(true)
    expect(new Set(emails.map((email) => email.to))).toEqual(new Set(seeds.map((seed) => seed.to)))
    expect(await counterOf(company.agentIds.max)).toBe(0)
    expect(await counterOf(company.agentIds.riley)).toBe(0)
    const drafts = await app.db.select().from(agentDrafts).where(inArray(agentDrafts.id, ids))
    expect(drafts.every((draft) => draft.status === 'approved' && draft.decided_by !== null && !draft.edited)).toBe(true)
    expect(await get('/api/approvals/counts', company.cookie).then((r) => r.json())).toMatchObject({ awaiting: 0, approved: 50 })
  })

  it('reject with one reason, and report another company’s, decided, unwritten and unknown drafts as skipped', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const [first, second, decided, writing] = await insertDrafts(company, [{}, {}, { status: 'approved' }, { status: 'writing' }])
    const [foreign] = await insertDrafts(other, [{}])
    const missing = '00000000-0000-4000-8000-000000000000'
    const response = await bulk(company.cookie, {
      action: 'reject',
      ids: [first, second, decided, writing, foreign, missing],
      reason: 'Too pushy',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      approved: 0,
      rejected: 2,
      skipped: 4,
      results: [
        { id: first, outcome: 'rejected', skipped: null, email: null },
        { id: second, outcome: 'rejected', skipped: null, email: null },
        { id: decided, outcome: 'skipped', skipped: 'already-decided', email: null },
        { id: writing, outcome: 'skipped', skipped: 'not-ready', email: null },
        { id: foreign, outcome: 'skipped', skipped: 'not-found', email: null },
        { id: missing, outcome: 'skipped', skipped: 'not-found', email: null },
      ],
    })
    const rejected = await app.db
      .select()
      .from(agentDrafts)
      .where(inArray(agentDrafts.id, [first!, second!]))
    expect(rejected.map((draft) => [draft.status, draft.rejection_reason])).toEqual([
      ['rejected', 'Too pushy'],
      ['rejected', 'Too pushy'],
    ])
    expect(await emailsOf([first!, second!])).toHaveLength(0)
    expect(await counterOf(company.agentIds.max)).toBe(0)
    // The other company's draft still waits, untouched.
    const [theirs] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, foreign!))
    expect(theirs!.status).toBe('awaiting')
    expect(await counterOf(other.agentIds.max)).toBe(1)
  })

  it('decides each draft once when two bulk calls on the same ids run in parallel', async () => {
    const company = await createCompany()
    const member = await joinAsMember(app, company.cookie)
    const ids = await insertDrafts(
      company,
      Array.from({ length: 10 }, (_, index) => ({ to: `p${index}@example.com` })),
    )
    const [one, two] = await Promise.all([bulk(company.cookie, { action: 'approve', ids }), bulk(member, { action: 'approve', ids })])
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200])
    expect(one!.json().approved + two!.json().approved).toBe(10)
    expect(one!.json().skipped + two!.json().skipped).toBe(10)
    expect(await emailsOf(ids)).toHaveLength(10)
    expect(await counterOf(company.agentIds.max)).toBe(0)
  })

  it('refuse an empty, oversized or malformed request with a 400 and decide nothing', async () => {
    const company = await createCompany()
    const [id] = await insertDrafts(company, [{}])
    const many = Array.from({ length: 101 }, () => crypto.randomUUID())
    const cases: [unknown, string][] = [
      [{ action: 'approve', ids: [] }, 'ids'],
      [{ action: 'approve', ids: many }, 'ids'],
      [{ action: 'approve', ids: [id, 'not-a-uuid'] }, 'ids'],
      [{ action: 'reject', ids: [id] }, 'reason'],
      [{ action: 'reject', ids: [id], reason: '   ' }, 'reason'],
      [{ action: 'send', ids: [id] }, 'action'],
      [{ action: 'approve', ids: [id], extra: true }, ''],
    ]
    for (const [body, field] of cases) {
      const response = await bulk(company.cookie, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
      if (field) expect(JSON.stringify(response.json().issues), JSON.stringify(body)).toContain(field)
    }
    const [draft] = await app.db
      .select()
      .from(agentDrafts)
      .where(and(eq(agentDrafts.id, id!), eq(agentDrafts.company_id, company.companyId)))
    expect(draft!.status).toBe('awaiting')
    expect(await counterOf(company.agentIds.max)).toBe(1)
    expect(
      (await requestJson(app, { method: 'POST', url: '/api/approvals/bulk', body: { action: 'approve', ids: [id] } })).statusCode,
    ).toBe(401)
  })
})

describe('a run by its id (GET /api/agents/:id/runs/:runId)', () => {
  it('is the run the draft links to, and another company’s run is not found', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const [id] = await insertDrafts(company, [{}])
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id!))
    const run = await get(`/api/agents/${company.agentIds.max}/runs/${draft!.run_id}`, company.cookie)
    expect(run.statusCode, run.body).toBe(200)
    expect(run.json()).toMatchObject({ id: draft!.run_id, trigger: 'lead.created', writing: { draft_id: id, status: 'awaiting' } })
    expect((await get(`/api/agents/${company.agentIds.riley}/runs/${draft!.run_id}`, company.cookie)).statusCode).toBe(404)
    expect((await get(`/api/agents/${company.agentIds.max}/runs/${draft!.run_id}`, other.cookie)).statusCode).toBe(404)
    expect((await get(`/api/agents/${company.agentIds.max}/runs/nope`, company.cookie)).statusCode).toBe(400)
  })
})
