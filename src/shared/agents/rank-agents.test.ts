import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createDefaultOnboardingForm } from '../formulas/onboarding-defaults'
import { AUTOMATIONS } from '../options/onboarding-goals'
import { AGENT_CATALOGUE, CATALOGUE_AGENT_IDS } from './catalogue'
import { getMatchLabel, NO_MATCH_REASON, NO_SUBMISSION_REASON, rankAgentsForCompany } from './rank-agents'

type Form = ReturnType<typeof createDefaultOnboardingForm>
function answers(change: (form: Form) => void = () => {}): Form {
  const form = createDefaultOnboardingForm()
  change(form)
  return form
}
const ids = (form: Form | null) => rankAgentsForCompany(form).map((agent) => agent.id)

describe('rankAgentsForCompany', () => {
  it('keeps catalogue order with a reason when there is no submission', () => {
    const ranked = rankAgentsForCompany(null)
    expect(ranked.map((agent) => agent.id)).toEqual([...CATALOGUE_AGENT_IDS])
    for (const agent of ranked) expect(agent.match_reasons).toEqual([NO_SUBMISSION_REASON])
  })

  it('keeps catalogue order for an empty questionnaire, each agent saying nothing matched', () => {
    const ranked = rankAgentsForCompany(answers())
    expect(ranked.map((agent) => agent.id)).toEqual([...CATALOGUE_AGENT_IDS])
    for (const agent of ranked) expect(agent.match_reasons).toEqual([NO_MATCH_REASON])
  })

  it.each([
    ['lead_nurturing', 'max'],
    ['hiring_screening', 'harper'],
    ['billing_invoicing', 'finn'],
    ['customer_support', 'sam'],
    ['customer_retention', 'riley'],
  ] as const)('puts the agent of priority 1 %s first', (automation, id) => {
    const ranked = rankAgentsForCompany(answers((form) => (form.onboarding.automation_priority_1 = automation)))
    expect(ranked[0]!.id).toBe(id)
    expect(ranked[0]!.match_reasons[0]).toMatch(/^You chose .+ as your top priority$/)
  })

  it('writes the reason of the docs/product.md#recommendation-ranking example', () => {
    const ranked = rankAgentsForCompany(answers((form) => (form.onboarding.automation_priority_1 = 'lead_nurturing')))
    expect(ranked[0]!.match_reasons).toContain('You chose lead nurturing as your top priority')
  })

  it('puts priority 2 second, even against many other matches', () => {
    const form = answers((form) => {
      form.onboarding.automation_priority_1 = 'customer_retention'
      form.onboarding.automation_priority_2 = 'billing_invoicing'
      form.automations = ['lead_nurturing', 'hiring_screening']
      form.departments = ['sales', 'marketing', 'hr']
      form.tools = ['crm', 'email_marketing']
    })
    const ranked = rankAgentsForCompany(form)
    expect(ranked.slice(0, 2).map((agent) => agent.id)).toEqual(['riley', 'finn'])
    expect(ranked[1]!.match_reasons[0]).toBe('You chose billing & invoicing as your second priority')
  })

  it('ranks chosen automations above department matches', () => {
    expect(ids(answers((form) => ((form.automations = ['customer_support']), (form.departments = ['sales', 'marketing']))))).toEqual([
      'sam',
      'max',
      'harper',
      'finn',
      'riley',
    ])
  })

  it('counts top priorities as chosen automations', () => {
    expect(ids(answers((form) => (form.onboarding.top_priorities = ['billing_invoicing'])))[0]).toBe('finn')
  })

  it('breaks ties by departments, then goals, then tools, then the pain answers', () => {
    expect(ids(answers((form) => (form.departments = ['hr'])))[0]).toBe('harper')
    expect(ids(answers((form) => (form.goals = ['retention'])))[0]).toBe('riley')
    expect(ids(answers((form) => (form.tools = ['helpdesk'])))[0]).toBe('sam')
    expect(ids(answers((form) => (form.onboarding.pain_points = 'We lose hours chasing every late Invoice')))[0]).toBe('finn')
    // A department outweighs any number of tools.
    expect(ids(answers((form) => ((form.departments = ['finance']), (form.tools = ['crm', 'email_marketing', 'helpdesk']))))[0]).toBe(
      'finn',
    )
  })

  it('explains each kind of match in a sentence', () => {
    const ranked = rankAgentsForCompany(
      answers((form) => {
        form.automations = ['lead_nurturing']
        form.departments = ['sales', 'marketing']
        form.goals = ['conversion']
        form.onboarding.current_tools = ['crm']
        form.onboarding.lead_challenges = 'Slow follow-up on weekends'
      }),
    )
    expect(ranked[0]!.match_reasons).toEqual([
      'You asked us to automate lead nurturing',
      'It works for your Sales and Marketing team',
      'It serves your goal to convert more leads',
      'It connects to the CRM tools you use',
      "Your answers about your challenges mention 'follow-up'",
    ])
  })

  it('always returns the five agents once each, with reasons, whatever the answers', () => {
    const automation = fc.constantFrom('', ...AUTOMATIONS)
    fc.assert(
      fc.property(
        automation,
        automation,
        fc.subarray([...AUTOMATIONS]),
        fc.subarray(['sales', 'marketing', 'hr', 'finance', 'operations', 'customer_service'] as const),
        fc.string(),
        (p1, p2, chosen, departments, pain) => {
          const ranked = rankAgentsForCompany(
            answers((form) => {
              form.onboarding.automation_priority_1 = p1
              form.onboarding.automation_priority_2 = p2 === p1 ? '' : p2
              form.automations = chosen
              form.departments = departments
              form.onboarding.pain_points = pain
            }),
          )
          expect(new Set(ranked.map((agent) => agent.id)).size).toBe(AGENT_CATALOGUE.length)
          for (const agent of ranked) expect(agent.match_reasons.length).toBeGreaterThan(0)
          if (p1) expect(ranked[0]!.automation).toBe(p1)
          if (p2 && p2 !== p1) expect(ranked[p1 ? 1 : 0]!.automation).toBe(p2)
        },
      ),
    )
  })
})

describe('getMatchLabel', () => {
  it('labels by position (docs/product.md#recommendation-view)', () => {
    expect([0, 1, 2, 3, 4].map(getMatchLabel)).toEqual(['Priority Match', 'Strong Match', 'Good Match', 'Good Match', 'Good Match'])
  })
})
