import { describe, expect, it } from 'vitest'
import {
  calculateEstimatedRoi,
  calculateQuizInvestment,
  DEFAULT_RECOMMENDATIONS,
  getRecommendations,
  getRecommendedWorkflows,
} from './quiz-results'

describe('quiz results (docs/product.md#quiz-results)', () => {
  it('investment calculator: monthly investment, payback with 1 decimal, annual ROI percent without decimals', () => {
    // Gym, 10 hours: monthly savings 260.
    expect(calculateQuizInvestment(260, 40)).toEqual({ monthlyInvestment: 104, paybackMonths: 0.4, annualRoiPercent: 150 })
    expect(calculateQuizInvestment(260, 20)).toEqual({ monthlyInvestment: 52, paybackMonths: 0.2, annualRoiPercent: 400 })
    expect(calculateQuizInvestment(260, 80)).toEqual({ monthlyInvestment: 208, paybackMonths: 0.8, annualRoiPercent: 25 })
    // (12 − 12 × 0.35) / (12 × 0.35) × 100 = 185.71…
    expect(calculateQuizInvestment(1039, 35).annualRoiPercent).toBe(186)
  })

  it('investment calculator without savings shows zeros, never NaN or Infinity', () => {
    expect(calculateQuizInvestment(0, 40)).toEqual({ monthlyInvestment: 0, paybackMonths: 0, annualRoiPercent: 0 })
  })

  it('estimated ROI: cost at 40%, net annual benefit, multiplier, annual hours saved', () => {
    // 260 × 0.4 = 104 a month, 1248 a year; 3120 − 1248 = 1872; 1872 / 104 = 18; 10 × 0.4 × 52 = 208.
    expect(calculateEstimatedRoi(260, 10)).toEqual({
      monthlyCost: 104,
      annualCost: 1248,
      netAnnualBenefit: 1872,
      returnMultiplier: 18,
      annualHoursSaved: 208,
    })
    expect(calculateEstimatedRoi(0, 0)).toEqual({
      monthlyCost: 0,
      annualCost: 0,
      netAnnualBenefit: 0,
      returnMultiplier: 0,
      annualHoursSaved: 0,
    })
  })

  it('uses the data’s recommendations when present, else the four defaults', () => {
    expect(getRecommendations()).toEqual([...DEFAULT_RECOMMENDATIONS])
    expect(getRecommendations([])).toHaveLength(4)
    expect(getRecommendations(['A'])).toEqual(['A'])
  })

  it('e-mail workflows: three strings, none without an estimate', () => {
    expect(getRecommendedWorkflows(260, 4, 10)).toEqual([
      'Save 4 hours every week',
      '$260 in monthly savings',
      '18x annual return on investment',
    ])
    expect(getRecommendedWorkflows(0, 0, 10)).toEqual([])
  })
})
