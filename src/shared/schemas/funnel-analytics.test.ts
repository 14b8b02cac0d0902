import { describe, expect, it } from 'vitest'
import { ASSESSMENT_SECTIONS } from './demo-assessment'
import { funnelAnalyticsQuerySchema, FUNNEL_STEPS, getDemoSectionStep, getFunnelStepIndex, stepViewSchema } from './funnel-analytics'

describe('FUNNEL_STEPS', () => {
  it("follows the wizards' steps, each funnel ending with 'complete'", () => {
    expect(FUNNEL_STEPS.quiz.map((step) => step.id)).toEqual([
      'basic-info',
      'industry-context',
      'current-tools',
      'pain-points',
      'goals-timeline',
      'investment',
      'complete',
    ])
    expect(FUNNEL_STEPS.demo.slice(0, ASSESSMENT_SECTIONS.length).map((step) => step.title)).toEqual(
      ASSESSMENT_SECTIONS.map((s) => s.title),
    )
    expect(new Set(FUNNEL_STEPS.demo.map((step) => step.id)).size).toBe(FUNNEL_STEPS.demo.length)
    expect(FUNNEL_STEPS.improved).toHaveLength(7)
    expect(getDemoSectionStep(ASSESSMENT_SECTIONS.length - 1)).toBe('support-notes')
    expect(getFunnelStepIndex('demo', 'complete')).toBe(7)
  })
})

describe('stepViewSchema', () => {
  const view = { visit_id: '5b0d7a4e-3c1f-4d2a-9a63-0e4f2b8c1d7e', funnel: 'quiz', step: 'basic-info', step_index: 0 }
  it('takes a step of its own funnel and a listed industry only', () => {
    expect(stepViewSchema.safeParse({ ...view, industry: 'gym' }).success).toBe(true)
    expect(stepViewSchema.safeParse({ ...view, step: 'quick-start' }).success).toBe(false)
    expect(stepViewSchema.safeParse({ ...view, industry: 'Bakery of Ada' }).success).toBe(false)
    expect(stepViewSchema.safeParse({ ...view, funnel: 'improved', step: 'quick-start', industry: 'saas' }).success).toBe(true)
  })
})

describe('funnelAnalyticsQuerySchema', () => {
  it('takes a range of real days, in order, of at most 366 days', () => {
    expect(funnelAnalyticsQuerySchema.safeParse({ funnel: 'demo', from: '2026-01-01', to: '2026-12-31' }).success).toBe(true)
    expect(funnelAnalyticsQuerySchema.safeParse({ funnel: 'demo', from: '2026-02-29', to: '2026-03-01' }).success).toBe(false)
    expect(funnelAnalyticsQuerySchema.safeParse({ funnel: 'demo', from: '2026-03-02', to: '2026-03-01' }).success).toBe(false)
    expect(funnelAnalyticsQuerySchema.safeParse({ funnel: 'demo', from: '2025-01-01', to: '2026-01-02' }).success).toBe(false)
  })
})
