import { WEEKS_PER_MONTH_ROUNDED } from './calendar'

/** docs/product.md#impact-savings: 4.33 weeks per month (./calendar.ts) and a 40 percent minimum improvement guarantee. */
export const IMPACT_GUARANTEE = 0.4

export type Impact = {
  /** Current monthly cost of the repetitive work, dollars. */
  monthlyCost: number
  /** Hours a month the agents give back at the guaranteed 40 percent. */
  hoursRecoveredMonthly: number
  /** Dollars a month saved at the guaranteed 40 percent, rounded. */
  monthlySavings: number
  annualSavings: number
}

/** The impact page's figures from weekly repetitive hours and hourly cost, rounded to whole units. */
export function calculateImpact(weeklyHours: number, hourlyCost: number): Impact {
  const monthlyHours = Math.max(0, weeklyHours) * WEEKS_PER_MONTH_ROUNDED
  const monthlyCost = monthlyHours * Math.max(0, hourlyCost)
  const monthlySavings = Math.round(monthlyCost * IMPACT_GUARANTEE)
  return {
    monthlyCost: Math.round(monthlyCost),
    hoursRecoveredMonthly: Math.round(monthlyHours * IMPACT_GUARANTEE),
    monthlySavings,
    annualSavings: monthlySavings * 12,
  }
}
