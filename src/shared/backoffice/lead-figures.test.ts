import { describe, expect, it } from 'vitest'
import { summarizeDemoLead, summarizeImprovedLead, summarizeQuizLead } from './lead-figures'

const asRecord = (figures: { label: string; value: string }[]) => Object.fromEntries(figures.map(({ label, value }) => [label, value]))

describe('summarizeQuizLead (docs/product.md#quiz-results)', () => {
  it('keeps what the results show a gym with 10 hours: $260 a month', () => {
    const lead = summarizeQuizLead({ industry: 'gym', hours_spent_weekly: 10, estimatedROI: 260 })
    expect(lead.industry).toBe('Fitness & Wellness')
    expect(lead.monthlySavings).toBe(260)
    expect(lead.figures).toEqual([
      { label: 'Weekly manual hours', value: '10' },
      { label: 'Monthly savings', value: '$260' },
      { label: 'Annual impact', value: '$3,120' },
      // The Investment Calculator at its default 40 %: 104 a month, paid back in 0.4 months, 150 % a year.
      { label: 'Monthly investment', value: '$104' },
      { label: 'Payback period', value: '0.4 months' },
      { label: 'Annual ROI', value: '150%' },
      // Estimated ROI: 3120 − 1248 = 1872; 1872 / 104 = 18; 10 × 0.4 × 52 = 208.
      { label: 'Net annual benefit', value: '$1,872' },
      { label: 'Net return multiple', value: '18x' },
      { label: 'Annual time saved (hours)', value: '208' },
    ])
  })

  it('falls back on the payload’s estimate without an industry, and rounds the stored savings', () => {
    const lead = summarizeQuizLead({ industry: '', hours_spent_weekly: 0, estimatedROI: 99.6 })
    expect(lead.industry).toBe('')
    expect(lead.monthlySavings).toBe(100)
    expect(asRecord(lead.figures)['Monthly savings']).toBe('$100')
    expect(asRecord(lead.figures)['Net return multiple']).toBe('18x')
  })

  it('shows zeros, never NaN, for an empty quiz', () => {
    const lead = summarizeQuizLead({ industry: '', hours_spent_weekly: 0, estimatedROI: 0 })
    expect(lead.monthlySavings).toBe(0)
    expect(lead.figures.map((figure) => figure.value).join(' ')).not.toMatch(/NaN|Infinity/)
  })
})

describe('summarizeDemoLead (docs/product.md#impact-report)', () => {
  it('keeps the report of 10 hours at $35: $606 a month saved', () => {
    const lead = summarizeDemoLead({ company_industry: 'Manufacturing', hours_weekly_repetitive: 10, average_hourly_cost: 35 })
    expect(lead.industry).toBe('Manufacturing')
    expect(lead.monthlySavings).toBe(606)
    expect(lead.figures).toEqual([
      { label: 'Current monthly cost of repetitive work', value: '$1,516' },
      { label: 'Hours recovered monthly', value: '17' },
      { label: 'Monthly savings', value: '$606' },
      // 40 % of 606 = 242; 7272 a year; (7272 − 2904) / 2904 = 150 %.
      { label: 'Monthly automation cost', value: '$242' },
      { label: 'Yearly savings', value: '$7,272' },
      { label: 'Annual ROI', value: '150%' },
      { label: 'Payback period', value: '0.4 months' },
      { label: 'Hours saved weekly', value: '4' },
      // The investment calculator at its default 40 %: 7272 / 242 = 30.
      { label: 'Monthly investment', value: '$242' },
      { label: 'Return multiple', value: '30x' },
    ])
  })

  it('takes $35 an hour when the cost is absent, as the page does', () => {
    const without = summarizeDemoLead({ company_industry: 'Retail', hours_weekly_repetitive: 10, average_hourly_cost: undefined })
    expect(without.figures).toEqual(
      summarizeDemoLead({ company_industry: 'Retail', hours_weekly_repetitive: 10, average_hourly_cost: 35 }).figures,
    )
  })

  it('keeps the slider ends: 40 hours at $200 saves $13,856 a month', () => {
    const lead = summarizeDemoLead({ company_industry: 'Law', hours_weekly_repetitive: 40, average_hourly_cost: 200 })
    expect(lead.monthlySavings).toBe(13_856)
    expect(asRecord(lead.figures)['Current monthly cost of repetitive work']).toBe('$34,640')
  })
})

describe('summarizeImprovedLead (docs/product.md#improved-metrics)', () => {
  it('keeps the ROI Analysis of 20 hours a week: $1,732 a month', () => {
    const lead = summarizeImprovedLead({ business_type: 'service', hours_spent_weekly: 20 })
    expect(lead.industry).toBe('Service business')
    expect(lead.monthlySavings).toBe(1732)
    expect(lead.figures).toEqual([
      { label: 'Monthly savings', value: '$1,732' },
      { label: 'Annual savings', value: '$20,784' },
      { label: 'Hours saved a month', value: '35' },
      { label: 'First-year ROI', value: '39%' },
      { label: 'Payback', value: '8.7 months' },
    ])
  })

  it('shows a negative ROI below the fixed cost, and a dash where there is no payback', () => {
    expect(asRecord(summarizeImprovedLead({ business_type: 'saas', hours_spent_weekly: 10 }).figures)['First-year ROI']).toBe('-31%')
    expect(asRecord(summarizeImprovedLead({ business_type: 'saas', hours_spent_weekly: 0 }).figures)['Payback']).toBe('—')
  })
})
