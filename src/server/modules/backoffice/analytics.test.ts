import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { funnelStepViews } from '@/server/modules/funnels'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { signInAsStaff } from '@/server/test/staff-session'

let app: FastifyInstance
let close: () => Promise<void>
let staff: string
let owner: string
let member: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = (await signInAsStaff(app)).cookie
  owner = (await registerUser(app)).cookie
  member = await joinAsMember(app, owner)
})
afterAll(() => close())

type Seeded = { funnel?: 'quiz' | 'demo' | 'improved'; stage?: string; ref?: string; industry?: string }

/** One visit's views, each `[step, seconds after start]`, written with explicit times. */
async function seedVisit(start: string, steps: [string, number][], extra: Seeded = {}) {
  const visitId = randomUUID()
  const { funnel = 'quiz', stage = null, ref = null, industry = null } = extra
  await app.db.insert(funnelStepViews).values(
    steps.map(([step, seconds], index) => ({
      visit_id: visitId,
      funnel,
      step,
      step_index: index,
      stage,
      ref,
      industry,
      viewed_at: new Date(Date.parse(start) + seconds * 1000),
    })),
  )
}

const getAnalytics = (query: string, cookie = staff) => requestJson(app, { url: `/api/admin/analytics?${query}`, cookie })

function byStep(body: FunnelAnalytics) {
  return Object.fromEntries(body.steps.map(({ step, reached, left, median_seconds }) => [step, { reached, left, median_seconds }]))
}

describe('GET /api/admin/analytics', () => {
  beforeAll(async () => {
    const day = '2026-03-01T09:00:00Z'
    const full: [string, number][] = [
      ['basic-info', 0],
      ['industry-context', 10],
      ['current-tools', 40],
      ['pain-points', 100],
      ['goals-timeline', 130],
      ['investment', 150],
      ['complete', 200],
    ]
    await seedVisit(day, full, { stage: 'tools-audit', ref: 'newsletter', industry: 'gym' })
    await seedVisit(
      day,
      [
        ['basic-info', 0],
        ['industry-context', 20],
        ['pain-points', 50],
      ],
      { ref: 'newsletter' },
    )
    // Back to the first step and forward again: both stays on each step count.
    await seedVisit('2026-03-02T23:59:00Z', [
      ['basic-info', 0],
      ['industry-context', 30],
      ['basic-info', 40],
      ['industry-context', 50],
    ])
    await seedVisit(day, [['basic-info', 0]])
    // Outside the range, and another funnel: neither counts.
    await seedVisit('2026-03-03T00:00:00Z', full)
    await seedVisit(day, [['contact-company', 0]], { funnel: 'demo' })
  })

  it('counts reached, left and the median time per step, in the funnel order', async () => {
    const response = await getAnalytics('funnel=quiz&from=2026-03-01&to=2026-03-02')
    expect(response.statusCode, response.body).toBe(200)
    const body: FunnelAnalytics = response.json()
    expect(body.steps.map((step) => step.step)).toEqual([
      'basic-info',
      'industry-context',
      'current-tools',
      'pain-points',
      'goals-timeline',
      'investment',
      'complete',
    ])
    expect(byStep(body)).toEqual({
      'basic-info': { reached: 4, left: 1, median_seconds: 20 },
      'industry-context': { reached: 3, left: 1, median_seconds: 30 },
      'current-tools': { reached: 1, left: 0, median_seconds: 60 },
      'pain-points': { reached: 2, left: 1, median_seconds: 30 },
      'goals-timeline': { reached: 1, left: 0, median_seconds: 20 },
      investment: { reached: 1, left: 0, median_seconds: 50 },
      complete: { reached: 1, left: 0, median_seconds: null },
    })
    expect(body).toMatchObject({ visits: 4, completions: 1, completion_rate: 0.25 })
  })

  it('splits by source and by industry, and lists the filters', async () => {
    const body: FunnelAnalytics = (await getAnalytics('funnel=quiz&from=2026-03-01&to=2026-03-02')).json()
    expect(body.by_source).toEqual([
      { stage: null, ref: null, visits: 2, completions: 0, completion_rate: 0 },
      { stage: null, ref: 'newsletter', visits: 1, completions: 0, completion_rate: 0 },
      { stage: 'tools-audit', ref: 'newsletter', visits: 1, completions: 1, completion_rate: 1 },
    ])
    expect(body.by_industry).toEqual([
      { industry: null, visits: 3, completions: 0, completion_rate: 0 },
      { industry: 'gym', visits: 1, completions: 1, completion_rate: 1 },
    ])
    expect(body.filters).toEqual({ stages: ['tools-audit'], refs: ['newsletter'], industries: ['gym'] })
  })

  it('filters by ref, stage and industry', async () => {
    const byRef: FunnelAnalytics = (await getAnalytics('funnel=quiz&from=2026-03-01&to=2026-03-02&ref=newsletter')).json()
    expect(byStep(byRef)['basic-info']).toEqual({ reached: 2, left: 0, median_seconds: 15 })
    expect(byRef).toMatchObject({ visits: 2, completions: 1, completion_rate: 0.5 })
    // The filter lists stay those of the whole range, so another value can be picked.
    expect(byRef.filters.refs).toEqual(['newsletter'])

    const byIndustry: FunnelAnalytics = (await getAnalytics('funnel=quiz&from=2026-03-01&to=2026-03-02&industry=gym')).json()
    expect(byIndustry).toMatchObject({ visits: 1, completions: 1, completion_rate: 1 })
    const byStage: FunnelAnalytics = (await getAnalytics('funnel=quiz&from=2026-03-01&to=2026-03-02&stage=nope')).json()
    expect(byStage).toMatchObject({ visits: 0, completions: 0, completion_rate: null, by_source: [], by_industry: [] })
    expect(byStage.steps.every((step) => step.reached === 0 && step.median_seconds === null)).toBe(true)
  })

  it('answers an empty funnel for a range without views', async () => {
    const response = await getAnalytics('funnel=improved&from=2020-01-01&to=2020-01-31')
    expect(response.statusCode).toBe(200)
    const body: FunnelAnalytics = response.json()
    expect(body).toMatchObject({ visits: 0, completion_rate: null, filters: { stages: [], refs: [], industries: [] } })
    expect(body.steps).toHaveLength(7)
  })

  it('counts the views the public endpoint stored', async () => {
    const visitId = randomUUID()
    const today = new Date().toISOString().slice(0, 10)
    for (const [step, step_index] of [
      ['quick-start', 0],
      ['current-challenges', 1],
      ['complete', 6],
    ] as const) {
      const body = { visit_id: visitId, funnel: 'improved', step, step_index, ref: 'partner-blog', industry: 'saas' }
      const response = await requestJson(app, { method: 'POST', url: '/api/analytics/step-views', body, ip: nextIp() })
      expect(response.statusCode, response.body).toBe(204)
    }
    const body: FunnelAnalytics = (await getAnalytics(`funnel=improved&from=${today}&to=${today}&ref=partner-blog`)).json()
    expect(body).toMatchObject({ visits: 1, completions: 1, completion_rate: 1 })
    expect(byStep(body)['current-challenges']).toMatchObject({ reached: 1, left: 0 })
    expect(body.by_industry).toEqual([{ industry: 'saas', visits: 1, completions: 1, completion_rate: 1 }])
  })

  it('refuses bad input with 400', async () => {
    for (const query of [
      'funnel=nope&from=2026-03-01&to=2026-03-02',
      'funnel=quiz&from=2026-02-30&to=2026-03-02',
      'funnel=quiz&from=2026-03-02&to=2026-03-01',
      'funnel=quiz&from=2024-01-01&to=2026-03-01',
      'funnel=quiz&to=2026-03-01',
      `funnel=quiz&from=2026-03-01&to=2026-03-02&ref=${'x'.repeat(101)}`,
      'funnel=quiz&from=2026-03-01&to=2026-03-02&stage=x%00y',
    ]) {
      const response = await getAnalytics(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
  })

  it('answers 404 to visitors, company owners and members', async () => {
    const query = 'funnel=quiz&from=2026-03-01&to=2026-03-02'
    expect((await requestJson(app, { url: `/api/admin/analytics?${query}` })).statusCode).toBe(404)
    expect((await getAnalytics(query, owner)).statusCode).toBe(404)
    expect((await getAnalytics(query, member)).statusCode).toBe(404)
  })
})
