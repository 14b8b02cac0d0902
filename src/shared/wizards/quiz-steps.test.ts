import { describe, expect, it } from 'vitest'
import { getQuizProgressPercent, getQuizSteps, getStepForStage } from './quiz-steps'

describe('quiz steps (docs/product.md#quiz-steps)', () => {
  it('has current-tools only once an industry is chosen', () => {
    expect(getQuizSteps('').map((step) => step.id)).toEqual([
      'basic-info',
      'industry-context',
      'pain-points',
      'goals-timeline',
      'investment',
    ])
    expect(getQuizSteps('gym').map((step) => step.id)).toEqual([
      'basic-info',
      'industry-context',
      'current-tools',
      'pain-points',
      'goals-timeline',
      'investment',
    ])
  })

  it('maps stage values to steps, unknown to 0', () => {
    expect(getStepForStage('onboard-test')).toBe(0)
    expect(getStepForStage('industry-select')).toBe(1)
    expect(getStepForStage('tools-audit')).toBe(2)
    expect(getStepForStage('pain-analysis')).toBe(3)
    expect(getStepForStage('goals-timeline')).toBe(4)
    expect(getStepForStage('investment')).toBe(5)
    expect(getStepForStage('nonsense')).toBe(0)
    expect(getStepForStage('')).toBe(0)
    expect(getStepForStage('__proto__')).toBe(0)
    expect(getStepForStage('constructor')).toBe(0)
  })

  it('progress percent is (step + 1) / N × 100', () => {
    expect(getQuizProgressPercent(0, 6)).toBe(17)
    expect(getQuizProgressPercent(5, 6)).toBe(100)
    expect(getQuizProgressPercent(0, 5)).toBe(20)
    expect(getQuizProgressPercent(2, 5)).toBe(60)
  })
})
