import { describe, expect, it } from 'vitest'
import { formatBudget, formatCost, moneyBudgetState } from './money'
import { budgetCentsOf, updateMoneyBudgetSchema } from './money-budget'

// Money in Settings → AI and the banners (docs/decisions/132-cost-in-money.md).

describe('formatCost', () => {
  it('shows cents from a cent up, four decimals below, and a sliver as less than the smallest', () => {
    expect(formatCost(12_400_000, 'USD')).toBe('$12.40')
    expect(formatCost(10_000, 'USD')).toBe('$0.01')
    expect(formatCost(3_100, 'USD')).toBe('$0.0031')
    expect(formatCost(40, 'USD')).toBe('less than $0.0001')
    expect(formatCost(0, 'EUR')).toBe('€0.00')
  })

  it('formats a budget in cents', () => {
    expect(formatBudget(2_550, 'USD')).toBe('$25.50')
  })
})

describe('moneyBudgetState', () => {
  const budget = 1_000 // $10.00
  it('has no state without a budget', () => {
    expect(moneyBudgetState(50_000_000, null, 900)).toBe('none')
  })

  it('warns from 80%, and is reached once the next e-mail’s largest cost no longer fits', () => {
    expect(moneyBudgetState(7_999_999, budget, 900)).toBe('ok')
    expect(moneyBudgetState(8_000_000, budget, 900)).toBe('warning')
    expect(moneyBudgetState(9_999_100, budget, 900)).toBe('warning')
    expect(moneyBudgetState(9_999_101, budget, 900)).toBe('reached')
    expect(moneyBudgetState(10_000_000, budget, 0)).toBe('reached')
  })

  it('is never reached for a model without a price: the budget cannot stop what it cannot count', () => {
    expect(moneyBudgetState(12_000_000, budget, null)).toBe('warning')
  })
})

describe('updateMoneyBudgetSchema', () => {
  it('takes an amount with up to two decimals, or null', () => {
    expect(updateMoneyBudgetSchema.parse({ monthlyBudget: 25.5 })).toEqual({ monthlyBudget: 25.5 })
    expect(budgetCentsOf(19.99)).toBe(1_999)
    expect(updateMoneyBudgetSchema.parse({ monthlyBudget: null })).toEqual({ monthlyBudget: null })
  })

  it.each([{ monthlyBudget: 0.5 }, { monthlyBudget: 10.005 }, { monthlyBudget: '25' }, { monthlyBudget: 2_000_000 }, {}])(
    'refuses %j',
    (input) => {
      expect(updateMoneyBudgetSchema.safeParse(input).success).toBe(false)
    },
  )
})
