import { describe, expect, it } from 'vitest'
import { getProgressPercentage, getStepState, INITIAL_PROGRESS } from './progress'

describe('getProgressPercentage', () => {
  it('is 0 with nothing completed', () => {
    expect(getProgressPercentage(INITIAL_PROGRESS)).toBe(0)
  })
  it('counts completed steps out of 9', () => {
    expect(getProgressPercentage({ current_step: 'tools-integration', steps_completed: ['welcome', 'company-profile'] })).toBe(22)
    expect(
      getProgressPercentage({
        current_step: 'completed',
        steps_completed: [
          'welcome',
          'company-profile',
          'tools-integration',
          'workflow-analysis',
          'agent-needs',
          'privacy-settings',
          'agent-recommendations',
          'deployment',
          'completed',
        ],
      }),
    ).toBe(100)
  })
  it('ignores duplicates', () => {
    expect(getProgressPercentage({ current_step: 'welcome', steps_completed: ['welcome', 'welcome'] })).toBe(11)
  })
})

describe('getStepState', () => {
  const progress = { current_step: 'company-profile' as const, steps_completed: ['welcome' as const] }
  it('reads completed, current and locked', () => {
    expect(getStepState(progress, 'welcome')).toBe('completed')
    expect(getStepState(progress, 'company-profile')).toBe('current')
    expect(getStepState(progress, 'deployment')).toBe('locked')
  })
})
