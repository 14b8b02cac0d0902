import { describe, expect, it } from 'vitest'
import { onboardingFormSchema, onboardingSubmissionSchema } from '../schemas/onboarding'
import type { OnboardingForm } from '../schemas/onboarding'
import { createDefaultOnboardingForm } from './onboarding-defaults'
import {
  buildSubmission,
  clampTimeSavings,
  countCompleteness,
  getFormStepFromQuery,
  getNextConfirmationProgress,
  getStepPercentage,
  withSummaryFields,
} from './onboarding'

/** The two answers a submission needs (docs/decisions/091-questionnaire-prefill-and-required.md). */
function withRequiredAnswers(form: OnboardingForm): OnboardingForm {
  return { ...form, company: { ...form.company, name: 'Acme' }, onboarding: { ...form.onboarding, contact_email: 'ann@acme.example' } }
}

describe('getFormStepFromQuery', () => {
  it('maps the nine step ids as docs/product.md#onboarding-page lists them', () => {
    const mapped = [
      'welcome',
      'company-profile',
      'tools-integration',
      'workflow-analysis',
      'agent-needs',
      'privacy-settings',
      'agent-recommendations',
      'deployment',
      'completed',
    ].map(getFormStepFromQuery)
    expect(mapped).toEqual([1, 1, 3, 2, 5, 6, 7, 7, 7])
  })
  it('ignores missing and unknown values, including inherited keys', () => {
    for (const value of [null, undefined, '', 'launch', 'toString', '__proto__', 'WELCOME'])
      expect(getFormStepFromQuery(value)).toBeUndefined()
  })
})

describe('getStepPercentage', () => {
  it('is round(n/7*100)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(getStepPercentage)).toEqual([14, 29, 43, 57, 71, 86, 100])
  })
})

describe('clampTimeSavings', () => {
  it('keeps 0 to 168 and clamps the rest', () => {
    expect([0, 12, 168, 169, -3, 1e9].map(clampTimeSavings)).toEqual([0, 12, 168, 168, 0, 168])
  })
  it('reads numeric text and turns anything non-numeric into 0', () => {
    expect(['40', ' 7 ', '12.6', 'abc', '', '1e3', 'NaN', 'Infinity'].map(clampTimeSavings)).toEqual([40, 7, 13, 0, 0, 168, 0, 0])
    expect([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, [], true].map(clampTimeSavings)).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})

describe('countCompleteness', () => {
  it('is 0 for a fresh form and 8 when every field of docs/product.md#onboarding-completeness is answered', () => {
    const form = createDefaultOnboardingForm()
    expect(countCompleteness(form)).toBe(0)
    form.company.name = 'Acme'
    form.onboarding = {
      ...form.onboarding,
      contact_email: 'a@acme.test',
      contact_name: 'Ann',
      business_type: 'Retail',
      business_goals: 'Grow',
      repetitive_hours_weekly: 10,
      top_priorities: ['lead_nurturing'],
      current_tools: ['crm'],
    }
    expect(countCompleteness(form)).toBe(8)
  })
  it('does not count blanks or fields outside the eight', () => {
    const form = createDefaultOnboardingForm()
    form.company.name = '   '
    form.onboarding.pain_points = 'many'
    form.tools = ['crm']
    expect(countCompleteness(form)).toBe(0)
    expect(countCompleteness(withSummaryFields(form))).toBe(1)
  })
})

describe('buildSubmission', () => {
  const now = new Date('2026-12-01T10:00:00.000Z')
  const context = { now, startedAt: now.getTime() - 95_400, referralSource: 'newsletter', userAgent: 'TestAgent/1.0' }

  it('adds the metadata of docs/product.md#onboarding-submit and passes the shared schema', () => {
    const payload = buildSubmission(withRequiredAnswers(createDefaultOnboardingForm()), context)
    expect(payload.metadata).toEqual({
      submission_timestamp: '2026-12-01T10:00:00.000Z',
      form_version: '1.0.1',
      user_agent: null,
      referral_source: 'newsletter',
      total_time_spent: 95,
    })
    expect(onboardingSubmissionSchema.safeParse(payload).success).toBe(true)
  })
  it('sends the user agent only with analytics consent, and no time without a start', () => {
    const form = createDefaultOnboardingForm()
    form.privacy.analyticsConsent = true
    const payload = buildSubmission(form, { ...context, startedAt: null, referralSource: '' })
    expect(payload.metadata).toMatchObject({ user_agent: 'TestAgent/1.0', referral_source: 'direct', total_time_spent: null })
  })
  it('derives the summary fields from their wizard counterparts without overwriting answers', () => {
    const form = createDefaultOnboardingForm()
    form.company.industry = 'saas'
    form.goals = ['conversion', 'support']
    form.tools = ['crm', 'helpdesk']
    form.onboarding.time_savings = 12
    form.onboarding.automation_priority_1 = 'lead_nurturing'
    form.onboarding.automation_priority_2 = 'customer_support'
    form.onboarding.business_type = 'B2B software'
    expect(withSummaryFields(form).onboarding).toMatchObject({
      business_type: 'B2B software',
      business_goals: 'Convert more leads, Improve customer support',
      repetitive_hours_weekly: 12,
      top_priorities: ['lead_nurturing', 'customer_support'],
      current_tools: ['crm', 'helpdesk'],
    })
  })
})

describe('onboardingFormSchema', () => {
  it('requires a company name and a contact e-mail (docs/decisions/091-questionnaire-prefill-and-required.md)', () => {
    const result = onboardingFormSchema.safeParse(createDefaultOnboardingForm())
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['company', 'name'],
      ['onboarding', 'contact_email'],
    ])
  })
  it('refuses a second priority equal to the first (docs/product.md#onboarding-validation)', () => {
    const form = withRequiredAnswers(createDefaultOnboardingForm())
    form.onboarding.automation_priority_1 = 'lead_nurturing'
    form.onboarding.automation_priority_2 = 'lead_nurturing'
    const result = onboardingFormSchema.safeParse(form)
    expect(result.error?.issues[0]?.path).toEqual(['onboarding', 'automation_priority_2'])
    form.onboarding.automation_priority_2 = 'billing_invoicing'
    expect(onboardingFormSchema.safeParse(form).success).toBe(true)
  })
  it('accepts blank optional answers but refuses wrong types, unknown options and bad e-mail or website', () => {
    const form = withRequiredAnswers(createDefaultOnboardingForm())
    expect(onboardingFormSchema.safeParse(form).success).toBe(true)
    const bad = [
      { ...form, company: { ...form.company, website: 'not a url' } },
      { ...form, company: { ...form.company, website: 'javascript:alert(1)' } },
      { ...form, company: { ...form.company, industry: 'mining' } },
      { ...form, tools: ['crm', 'crm'] },
      { ...form, onboarding: { ...form.onboarding, contact_email: 'nope' } },
      { ...form, onboarding: { ...form.onboarding, time_savings: 169 } },
      { ...form, onboarding: { ...form.onboarding, time_savings: '5' } },
      { ...form, onboarding: { ...form.onboarding, contact_name: 'a\u0000b' } },
      { ...form, extra: true },
    ]
    for (const value of bad) expect(onboardingFormSchema.safeParse(value).success, JSON.stringify(value).slice(0, 80)).toBe(false)
    expect(onboardingFormSchema.safeParse({ ...form, company: { ...form.company, website: 'https://acme.example' } }).success).toBe(true)
  })
})

describe('getNextConfirmationProgress', () => {
  it('rises by max(0.5, 5*(1 - p/100)) and stops at 99', () => {
    expect(getNextConfirmationProgress(0)).toBe(5)
    expect(getNextConfirmationProgress(50)).toBe(52.5)
    expect(getNextConfirmationProgress(95)).toBe(95.5)
    expect(getNextConfirmationProgress(98.8)).toBe(99)
    expect(getNextConfirmationProgress(99)).toBe(99)
  })
  it('reaches the cap after a bounded number of ticks', () => {
    let progress = 0
    let ticks = 0
    while (progress < 99) {
      progress = getNextConfirmationProgress(progress)
      ticks += 1
    }
    expect(ticks).toBeLessThan(200)
  })
})
