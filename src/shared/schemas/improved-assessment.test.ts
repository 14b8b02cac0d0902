import { describe, expect, it } from 'vitest'
import { TOOL_CATEGORIES } from '../options/improved-tools'
import { AUTOMATION_PROCESSES } from '../options/improved-processes'
import { IMPROVED_STEPS, getSecondsLeft } from '../wizards/improved-steps'
import { IMPROVED_MESSAGES, IMPROVED_STEP_FIELDS, improvedAssessmentSchema } from './improved-assessment'

const VALID_ASSESSMENT = {
  business_type: 'agency',
  company_name: 'Acme Studio',
  contact_email: 'ana@acme.test',
  primary_challenge: 'too-much-manual-work',
  hours_spent_weekly: 20,
  team_size: '6-15',
  current_revenue: '500k-1m',
  top_tools: ['hubspot', 'slack'],
  automation_priority: 'time-savings',
  specific_processes: ['lead-qualification'],
  monthly_budget: '1k-3k',
  timeline: 'asap',
  contact_name: 'Ana Lima',
  contact_role: 'Founder',
  preferred_contact: 'email',
} as const

function messagesFor(input: unknown) {
  const result = improvedAssessmentSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('improvedAssessmentSchema', () => {
  it('accepts a complete assessment', () => {
    expect(improvedAssessmentSchema.parse(VALID_ASSESSMENT)).toEqual(VALID_ASSESSMENT)
  })

  it('uses the messages of docs/product.md#improved-validation', () => {
    const messages = messagesFor({
      ...VALID_ASSESSMENT,
      company_name: ' A ',
      contact_email: 'nope',
      top_tools: [],
      specific_processes: [],
      contact_name: 'B',
      contact_role: '',
    })
    expect(messages).toEqual({
      company_name: 'Company name required',
      contact_email: 'Valid email required',
      top_tools: 'Select at least one tool',
      specific_processes: 'Select processes to automate',
      contact_name: 'Name required',
      contact_role: 'Role required',
    })
  })

  it('requires every enumeration and hours from 1 to 80', () => {
    const { business_type: _b, team_size: _t, ...rest } = VALID_ASSESSMENT
    expect(messagesFor({ ...rest, timeline: 'someday', hours_spent_weekly: 81 })).toEqual({
      business_type: IMPROVED_MESSAGES.businessType,
      team_size: IMPROVED_MESSAGES.teamSize,
      timeline: IMPROVED_MESSAGES.timeline,
      hours_spent_weekly: IMPROVED_MESSAGES.hours,
    })
    expect(messagesFor({ ...VALID_ASSESSMENT, hours_spent_weekly: 0 })).toEqual({ hours_spent_weekly: IMPROVED_MESSAGES.hours })
    expect(messagesFor({ ...VALID_ASSESSMENT, hours_spent_weekly: Number.NaN })).toEqual({ hours_spent_weekly: IMPROVED_MESSAGES.hours })
    expect(messagesFor({ ...VALID_ASSESSMENT, hours_spent_weekly: 1 })).toEqual({})
    expect(messagesFor({ ...VALID_ASSESSMENT, hours_spent_weekly: 80 })).toEqual({})
  })

  it('ignores a custom investment that is not a number (docs/product.md#improved-validation)', () => {
    const parse = (custom_investment: unknown) =>
      improvedAssessmentSchema.parse({ ...VALID_ASSESSMENT, custom_investment }).custom_investment
    expect(parse('2500')).toBe(2500)
    expect(parse(' 1200.50 ')).toBe(1200.5)
    expect(parse(4000)).toBe(4000)
    for (const ignored of ['lots', '', '12abc', '-5', '0', 'Infinity', undefined]) expect(parse(ignored)).toBeUndefined()
  })

  it('refuses unknown tools, processes and fields, and drops duplicates', () => {
    expect(messagesFor({ ...VALID_ASSESSMENT, top_tools: ['myspace'] })).toEqual({ 'top_tools.0': IMPROVED_MESSAGES.tools })
    expect(messagesFor({ ...VALID_ASSESSMENT, specific_processes: ['world-domination'] })).toEqual({
      'specific_processes.0': IMPROVED_MESSAGES.processes,
    })
    expect(improvedAssessmentSchema.safeParse({ ...VALID_ASSESSMENT, is_admin: true }).success).toBe(false)
    expect(improvedAssessmentSchema.parse({ ...VALID_ASSESSMENT, top_tools: ['slack', 'slack'] }).top_tools).toEqual(['slack'])
  })

  it('treats a blank phone as absent and refuses letters', () => {
    expect(improvedAssessmentSchema.parse({ ...VALID_ASSESSMENT, phone: '  ' }).phone).toBeUndefined()
    expect(improvedAssessmentSchema.parse({ ...VALID_ASSESSMENT, phone: '+1 (555) 010-2000' }).phone).toBe('+1 (555) 010-2000')
    expect(messagesFor({ ...VALID_ASSESSMENT, phone: 'call me' })).toEqual({ phone: IMPROVED_MESSAGES.phone })
  })
})

describe('option lists and steps', () => {
  it('has seven tool categories, ten processes and unique values', () => {
    expect(TOOL_CATEGORIES).toHaveLength(7)
    expect(AUTOMATION_PROCESSES).toHaveLength(10)
    const tools = TOOL_CATEGORIES.flatMap((category) => category.tools.map((tool) => tool.value))
    expect(new Set(tools).size).toBe(tools.length)
  })

  it('places every field on exactly one step, with the timings of docs/product.md#improved-assessment', () => {
    expect(IMPROVED_STEPS.map((step) => step.title)).toEqual([
      'Quick Start',
      'Current Challenges',
      'Business Overview',
      'Automation Goals',
      'Investment & Timeline',
      'Personalization',
    ])
    expect(IMPROVED_STEPS.map((step) => step.seconds)).toEqual([30, 45, 60, 60, 45, 30])
    const placed = IMPROVED_STEP_FIELDS.flat()
    // The honeypot and the arrival ref are sent with the answers but asked on no step.
    const fields = Object.keys(improvedAssessmentSchema.shape).filter((name) => name !== 'website_url' && name !== 'ref')
    expect([...placed].sort()).toEqual(fields.sort())
    expect(getSecondsLeft(0)).toBe(270)
    expect(getSecondsLeft(5)).toBe(30)
  })
})
