import { describe, expect, it } from 'vitest'
import { getFirstErrorPath, getStepOfField } from './wizard-steps'

describe('getStepOfField', () => {
  it('finds the tab of each kind of field', () => {
    expect(getStepOfField('company.website')).toBe(1)
    expect(getStepOfField('onboarding.contact_email')).toBe(1)
    expect(getStepOfField('onboarding.lead_challenges')).toBe(1)
    expect(getStepOfField('departments')).toBe(2)
    expect(getStepOfField('onboarding.tool_redundancies')).toBe(3)
    expect(getStepOfField('onboarding.time_savings')).toBe(4)
    expect(getStepOfField('onboarding.automation_priority_2')).toBe(5)
    expect(getStepOfField('onboarding.budget_type')).toBe(6)
    expect(getStepOfField('privacy.dataCollection')).toBe(7)
  })
})

describe('getFirstErrorPath', () => {
  it('walks nested errors to the first message', () => {
    expect(getFirstErrorPath({ onboarding: { contact_email: { message: 'Please enter a valid email address', type: 'invalid' } } })).toBe(
      'onboarding.contact_email',
    )
    expect(getFirstErrorPath({})).toBeUndefined()
  })
})
