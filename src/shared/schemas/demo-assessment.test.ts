import { describe, expect, it } from 'vitest'
import { toFormStore } from '../storage/demo-form-store'
import { ASSESSMENT_MESSAGES, demoAssessmentSchema, type DemoAssessmentInput } from './demo-assessment'
import { VALID_ASSESSMENT } from './demo-assessment.fixture'

function messageFor(overrides: Partial<Record<keyof DemoAssessmentInput, unknown>>, field: keyof DemoAssessmentInput) {
  const result = demoAssessmentSchema.safeParse({ ...VALID_ASSESSMENT, ...overrides })
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('demoAssessmentSchema (docs/product.md#demo-validation)', () => {
  it('accepts a complete assessment', () => {
    expect(demoAssessmentSchema.safeParse(VALID_ASSESSMENT).success).toBe(true)
  })

  it.each([
    ['contact_email', 'not-an-email'],
    ['contact_name', 'A'],
    ['contact_title', ' x '],
    ['company_name', ''],
    ['company_industry', 'x'],
    ['departments_involved', []],
    ['workflow_and_tasks', 'too short to count'],
    ['automation_types', []],
    ['current_tools', []],
    ['annual_revenue', ''],
    ['automation_budget', ''],
    ['preferred_timeline', '  '],
    ['support_level', []],
  ] as const)('%s refuses %j with its docs/product.md#demo-validation message', (field, value) => {
    expect(messageFor({ [field]: value }, field)).toBe(ASSESSMENT_MESSAGES[field])
  })

  it('keeps the sliders in range', () => {
    expect(messageFor({ hours_weekly_repetitive: 41 }, 'hours_weekly_repetitive')).toBeDefined()
    expect(messageFor({ hours_weekly_repetitive: 0 }, 'hours_weekly_repetitive')).toBeUndefined()
    expect(messageFor({ average_hourly_cost: 10 }, 'average_hourly_cost')).toBeDefined()
    expect(messageFor({ average_hourly_cost: undefined }, 'average_hourly_cost')).toBeUndefined()
  })

  it('refuses options outside the lists and unknown fields', () => {
    expect(messageFor({ current_tools: ['Photoshop'] }, 'current_tools')).toBe(ASSESSMENT_MESSAGES.current_tools)
    expect(demoAssessmentSchema.safeParse({ ...VALID_ASSESSMENT, is_admin: true }).success).toBe(false)
  })
})

describe('toFormStore (docs/product.md#demo-form-store)', () => {
  it('maps every field as listed', () => {
    const store = toFormStore(demoAssessmentSchema.parse(VALID_ASSESSMENT))
    expect(store.onboarding).toMatchObject({
      business_type: 'Manufacturing',
      current_tools: ['Workflow & Task Automation'],
      top_priorities: ['Sales', 'Operations'],
      business_goals: VALID_ASSESSMENT.workflow_and_tasks,
      workflow_breakdown: VALID_ASSESSMENT.workflow_and_tasks,
      specific_tools: 'HubSpot, Slack',
      current_automations: 'None',
      budget_range: '$5K - $15K',
      revenue_range: '$1M - $3M',
      repetitive_hours_weekly: 10,
      average_hourly_cost: 35,
      implementation_deadline: 'Within 3 months',
      additional_needs: '',
    })
    expect(store.company).toEqual({ name: 'Analytical Engines', website: '', industry: 'Manufacturing' })
    expect(store.payment).toEqual({})
  })
  it('keeps the existing automations description', () => {
    const answers = demoAssessmentSchema.parse({
      ...VALID_ASSESSMENT,
      existing_automations: 'yes',
      existing_automations_description: 'Zapier zaps',
    })
    expect(toFormStore(answers).onboarding.current_automations).toBe('Zapier zaps')
  })
})
