import { describe, expect, it } from 'vitest'
import { formatHours, formatMoney, formatMonths, formatMultiple, formatPercent } from './figures'

describe('figures', () => {
  it('shows money as whole dollars with grouping', () => {
    expect(formatMoney(1716)).toBe('$1,716')
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(20784)).toBe('$20,784')
    expect(formatMoney(-150)).toBe('-$150')
  })

  it('shows hours as whole numbers with grouping', () => {
    expect(formatHours(17)).toBe('17')
    expect(formatHours(1234)).toBe('1,234')
    expect(formatHours(208)).toBe('208')
  })

  it('shows percentages without decimals, negatives as is (docs/decisions/040)', () => {
    expect(formatPercent(150)).toBe('150%')
    expect(formatPercent(39)).toBe('39%')
    expect(formatPercent(-12)).toBe('-12%')
    expect(formatPercent(1500)).toBe('1,500%')
  })

  it('shows multiples with at most one decimal and an x', () => {
    expect(formatMultiple(30)).toBe('30x')
    expect(formatMultiple(18)).toBe('18x')
    expect(formatMultiple(3.2)).toBe('3.2x')
    expect(formatMultiple(3.25)).toBe('3.3x')
  })

  it('shows months with one decimal', () => {
    expect(formatMonths(0.4)).toBe('0.4 months')
    expect(formatMonths(8.7)).toBe('8.7 months')
    expect(formatMonths(1)).toBe('1.0 months')
  })
})
