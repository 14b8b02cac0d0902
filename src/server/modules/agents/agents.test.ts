import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_SUBMISSION_REASON } from '@/shared/agents/rank-agents'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { agents, signals } from '@/server/modules/runtime'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { submittableOnboardingForm } from '@/server/test/onboarding-submission'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: null, referralSource: 'direct', userAgent: '' }

async function submitQuestionnaire(cookie: string) {
  const form = submittableOnboardingForm()
  form.automations = ['billing_invoicing', 'customer_support']
  Object.assign(form.onboarding, {
    automation_priority_1: 'customer_support',
    automation_priority_2: 'billing_invoicing',
    time_savings: 12,
  })
  const response = await requestJson(app, {
    method: 'POST',
    url: '/api/onboarding/submit',
    body: buildSubmission(form, CONTEXT),
    cookie,
    ip: nextIp(),
  })
  expect(response.statusCode, response.body).toBe(201)
}

const get = (url: string, cookie?: string) => requestJson(app, { url, cookie })
const deploy = (cookie: string, body?: unknown) => requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie, body })
const patch = (cookie: string, id: string, body: unknown) => requestJson(app, { method: 'PATCH', url: `/api/agents/${id}`, cookie, body })
const countAgents = async (companyId: string) =>
  (await app.db.select({ n: count() }).from(agents).where(eq(agents.company_id, companyId)))[0]!.n

describe('agent calls', () => {
  it('need a session', async () => {
    for (const url of ['/api/agents', '/api/agents/recommendations', '/api/agents/signals', '/api/agents/summary'])
      expect((await get(url)).statusCode).toBe(401)
    expect((await requestJson(app, { method: 'POST', url: '/api/agents/deploy' })).statusCode).toBe(401)
  })

  it('recommend in catalogue order without a submission, ranked by the latest one after', async () => {
    const owner = await registerUser(app)
    const before = (await get('/api/agents/recommendations', owner.cookie)).json()
    expect(before.map((agent: { id: string }) => agent.id)).toEqual(['max', 'harper', 'finn', 'sam', 'riley'])
    expect(before[0].match_reasons).toEqual([NO_SUBMISSION_REASON])
    await submitQuestionnaire(owner.cookie)
    const after = (await get('/api/agents/recommendations', owner.cookie)).json()
    expect(after.slice(0, 2).map((agent: { id: string }) => agent.id)).toEqual(['sam', 'finn'])
    expect(after[0].match_reasons[0]).toBe('You chose customer support as your top priority')
    expect(after[0]).toMatchObject({
      display_name: 'SupportAssistAI',
      context_id: 'daily_ops',
      signals: expect.any(Array),
      tools_used: expect.any(Array),
    })
  })

  it('deploy the chosen agents idempotently, mark the steps, and keep companies apart', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    await submitQuestionnaire(owner.cookie)

    const first = await deploy(owner.cookie, { agentIds: ['max', 'sam'] })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toHaveLength(2)
    expect(first.json()[0]).toMatchObject({
      status: 'active',
      health: 100,
      signals_sent: 0,
      signals_received: 0,
      company_id: owner.user.company_id,
    })
    const again = await deploy(owner.cookie, { agentIds: ['sam', 'max', 'max'] })
    expect(
      again
        .json()
        .map((agent: { id: string }) => agent.id)
        .sort(),
    ).toEqual(
      first
        .json()
        .map((agent: { id: string }) => agent.id)
        .sort(),
    )
    expect(await countAgents(owner.user.company_id)).toBe(2)

    const progress = (await get('/api/onboarding/progress', owner.cookie)).json()
    expect(progress.steps_completed).toEqual(expect.arrayContaining(['privacy-settings', 'agent-recommendations', 'deployment']))
    expect(new Set(progress.steps_completed).size).toBe(progress.steps_completed.length)

    expect((await get('/api/agents', stranger.cookie)).json()).toEqual([])
    expect((await get('/api/agents', owner.cookie)).json()).toHaveLength(2)
    const agentId = first.json()[0].id
    expect((await patch(stranger.cookie, agentId, { status: 'paused' })).statusCode).toBe(404)
    expect((await get('/api/agents', owner.cookie)).json()[0].status).toBe('active')
  })

  it('are shared with a teammate of the same company, who reads them but neither deploys nor pauses', async () => {
    const owner = await registerUser(app)
    const [agent] = (await deploy(owner.cookie, { agentIds: ['harper'] })).json()
    const mate = await joinAsMember(app, owner.cookie)
    expect((await get('/api/agents', mate)).json().map((item: { id: string }) => item.id)).toEqual([agent.id])
    expect((await get(`/api/agents/${agent.id}`, mate)).statusCode).toBe(200)
    const paused = await patch(mate, agent.id, { status: 'paused' })
    expect(paused.statusCode).toBe(403)
    expect(paused.json()).toEqual({ message: 'Only the company owner can do this' })
    expect((await deploy(mate, { agentIds: ['max'] })).statusCode).toBe(403)
    expect((await get('/api/agents', owner.cookie)).json().map((item: { status: string }) => item.status)).toEqual(['active'])
  })

  it('deploy the recommended set without a body', async () => {
    const owner = await registerUser(app)
    await submitQuestionnaire(owner.cookie)
    const response = await deploy(owner.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toHaveLength(5)
    expect((await deploy(owner.cookie)).json()).toHaveLength(5)
    expect(await countAgents(owner.user.company_id)).toBe(5)
  })

  it('refuse unknown or malformed ids and write nothing', async () => {
    const owner = await registerUser(app)
    for (const body of [{ agentIds: ['max', 'bob'] }, { agentIds: [] }, { agentIds: 'max' }, { ids: ['max'] }]) {
      expect((await deploy(owner.cookie, body)).statusCode).toBe(400)
    }
    expect(await countAgents(owner.user.company_id)).toBe(0)
    expect((await get('/api/onboarding/progress', owner.cookie)).json()).toBeNull()
  })

  it('pause and activate for real', async () => {
    const owner = await registerUser(app)
    const [agent] = (await deploy(owner.cookie, { agentIds: ['riley'] })).json()
    const paused = await patch(owner.cookie, agent.id, { status: 'paused' })
    expect(paused.statusCode, paused.body).toBe(200)
    expect(paused.json().status).toBe('paused')
    expect((await get('/api/agents', owner.cookie)).json()[0].status).toBe('paused')
    expect((await patch(owner.cookie, agent.id, { status: 'active' })).json().status).toBe('active')
    expect((await patch(owner.cookie, agent.id, { status: 'pending' })).statusCode).toBe(400)
    expect((await patch(owner.cookie, 'not-a-uuid', { status: 'paused' })).statusCode).toBe(400)
    expect((await patch(owner.cookie, '00000000-0000-4000-8000-000000000000', { status: 'paused' })).statusCode).toBe(404)
  })

  it('page signals newest first with a cursor, only the company’s own', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    const [max, sam] = (await deploy(owner.cookie, { agentIds: ['max', 'sam'] })).json()
    const base = Date.parse('2026-12-01T10:00:00Z')
    // Five share one instant, so the id tie-breaker is exercised.
    const rows = Array.from({ length: 25 }, (_, index) => ({
      company_id: owner.user.company_id,
      from_agent_id: max.id,
      to_agent_id: sam.id,
      signal: `lead.created#${index}`,
      status: index % 2 ? ('processed' as const) : ('pending' as const),
      created_at: new Date(base + (index < 5 ? 0 : index) * 1000),
    }))
    await app.db.insert(signals).values(rows)
    await app.db.insert(signals).values({ company_id: stranger.user.company_id, signal: 'other', status: 'pending' })

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const url: string = `/api/agents/signals?limit=10${cursor ? `&cursor=${cursor}` : ''}`
      const page = (await get(url, owner.cookie)).json()
      seen.push(...page.signals.map((signal: { signal: string }) => signal.signal))
      cursor = page.next_cursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(25)
    expect(new Set(seen).size).toBe(25)
    expect(seen[0]).toBe('lead.created#24')
    expect(seen.slice(-5).sort()).toEqual(['lead.created#0', 'lead.created#1', 'lead.created#2', 'lead.created#3', 'lead.created#4'])

    expect((await get('/api/agents/signals', stranger.cookie)).json().signals).toHaveLength(1)
    expect((await get('/api/agents/signals?limit=101', owner.cookie)).statusCode).toBe(400)
    expect((await get('/api/agents/signals?limit=0', owner.cookie)).statusCode).toBe(400)
    expect((await get('/api/agents/signals?cursor=garbage', owner.cookie)).statusCode).toBe(400)
  })

  it('refuse a malformed cursor with 400 on the signals and the activity pages', async () => {
    const owner = await registerUser(app)
    const [max] = (await deploy(owner.cookie, { agentIds: ['max'] })).json()
    const id = '3f2c9a4e-1b7d-4c8e-9f10-2a3b4c5d6e7f'
    const stamp = '2026-12-01 10:00:00.123456+00'
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const bad = [
      encode(['1', id]),
      encode([stamp, '-'.repeat(36)]),
      encode([stamp, 'g'.repeat(8) + '-aaaa-aaaa-aaaa-aaaaaaaaaaaa']),
      encode(['2026-13-01 10:00:00+00', id]),
      encode(['2026-02-30 10:00:00+00', id]),
      encode(['0000-12-01 10:00:00+00', id]),
      encode(['2026-12-01 25:00:00+00', id]),
      encode(['2026-12-01 10:00:00', id]),
      encode(['2026-12-01 10:00:00+99', id]),
      encode(['2026-12-01 10:00:00+00\u0000', id]),
      encode([stamp, id, 'more']),
      encode({ stamp, id }),
      encode([1, id]),
      'garbage',
      '%E2%82%AC',
    ]
    for (const cursor of bad) {
      for (const url of [`/api/agents/signals?cursor=${cursor}`, `/api/agents/${max.id}/activity?cursor=${cursor}`]) {
        const response = await get(url, owner.cookie)
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400)
        expect(response.json()).toEqual({ message: 'Invalid cursor', issues: [{ path: 'cursor', message: 'Invalid cursor' }] })
      }
    }
    // What the server hands out (PostgreSQL's text of a timestamptz) and plain ISO 8601 are both read.
    for (const good of [stamp, '2026-12-01 10:00:00+00', '2026-12-01 15:30:00+05:30', '2026-12-01T10:00:00.5Z']) {
      expect((await get(`/api/agents/signals?cursor=${encode([good, id])}`, owner.cookie)).statusCode).toBe(200)
      expect((await get(`/api/agents/${max.id}/activity?cursor=${encode([good, id])}`, owner.cookie)).statusCode).toBe(200)
    }
  })

  it('summarise today’s signals and the hours the questionnaire hopes to save', async () => {
    const owner = await registerUser(app)
    expect((await get('/api/agents/summary', owner.cookie)).json()).toEqual({ signals_today: 0, hours_saved_weekly: null })
    await submitQuestionnaire(owner.cookie)
    await app.db.insert(signals).values([
      { company_id: owner.user.company_id, signal: 'today', status: 'pending' },
      { company_id: owner.user.company_id, signal: 'old', status: 'processed', created_at: new Date(Date.now() - 3 * 86_400_000) },
    ])
    expect((await get('/api/agents/summary', owner.cookie)).json()).toEqual({ signals_today: 1, hours_saved_weekly: 12 })
  })
})
