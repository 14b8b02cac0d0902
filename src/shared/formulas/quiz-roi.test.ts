import { describe, expect, it } from 'vitest'
import { estimateQuizRoi, getHourlyValue, parseQuizHours } from './quiz-roi'

describe('quiz ROI estimate (docs/product.md#quiz-roi)', () => {
  it('uses the hourly value of each industry, 15 for any other', () => {
    expect(getHourlyValue('gym')).toBe(15)
    expect(getHourlyValue('salon')).toBe(12)
    expect(getHourlyValue('restaurant')).toBe(18)
    expect(getHourlyValue('realestate')).toBe(25)
    expect(getHourlyValue('healthcare')).toBe(22)
    expect(getHourlyValue('technology')).toBe(20)
    expect(getHourlyValue('finance')).toBe(18)
    expect(getHourlyValue('retail')).toBe(14)
    expect(getHourlyValue('logistics')).toBe(28)
    expect(getHourlyValue('consulting')).toBe(30)
    expect(getHourlyValue('legal')).toBe(15)
    expect(getHourlyValue('construction')).toBe(15)
    expect(getHourlyValue('toString')).toBe(15)
  })

  it('monthly = hours × 4.33 × value × 0.4 rounded, annual = monthly × 12, weekly saved = hours × 0.4 rounded', () => {
    // 10 × 4.33 × 15 × 0.4 = 259.8
    expect(estimateQuizRoi('gym', 10)).toEqual({ monthlySavings: 260, annualSavings: 3120, weeklyHoursSaved: 4 })
    // 20 × 4.33 × 30 × 0.4 = 1039.2
    expect(estimateQuizRoi('consulting', 20)).toEqual({ monthlySavings: 1039, annualSavings: 12468, weeklyHoursSaved: 8 })
    // 80 × 4.33 × 28 × 0.4 = 3879.68; 80 × 0.4 = 32
    expect(estimateQuizRoi('logistics', 80)).toEqual({ monthlySavings: 3880, annualSavings: 46560, weeklyHoursSaved: 32 })
    // 1 × 4.33 × 12 × 0.4 = 20.784; 0.4 rounds to 0
    expect(estimateQuizRoi('salon', 1)).toEqual({ monthlySavings: 21, annualSavings: 252, weeklyHoursSaved: 0 })
    expect(estimateQuizRoi('legal', 10)?.monthlySavings).toBe(260)
  })

  it('needs an industry and hours', () => {
    expect(estimateQuizRoi('', 10)).toBeNull()
    expect(estimateQuizRoi('gym', 0)).toBeNull()
    expect(estimateQuizRoi('gym', Number.NaN)).toBeNull()
  })

  it('turns non-numeric hours into 0 and holds them within the input maximum', () => {
    expect(parseQuizHours('abc')).toBe(0)
    expect(parseQuizHours('')).toBe(0)
    expect(parseQuizHours('-3')).toBe(0)
    expect(parseQuizHours('12')).toBe(12)
    expect(parseQuizHours('12.5')).toBe(12.5)
    expect(parseQuizHours('500')).toBe(80)
  })
})
