import type { ImprovedMetrics } from '../schemas/improved-assessment'
import { WEEKS_PER_MONTH_ROUNDED } from './calendar'

// docs/product.md#improved-metrics: savings per month = hours x 4.33 x 50 x 0.4; ROI uses a fixed cost of 15000.
export const HOURLY_VALUE = 50
export const EFFICIENCY_GAIN = 0.4
export const FIXED_INVESTMENT = 15_000

function isUsableHours(hours: number | null | undefined): hours is number {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0
}

/** Monthly savings in whole dollars for the weekly hours; 0 when no hours are known. */
export function getMonthlySavings(hoursSpentWeekly: number | null | undefined): number {
  if (!isUsableHours(hoursSpentWeekly)) return 0
  return Math.round(hoursSpentWeekly * WEEKS_PER_MONTH_ROUNDED * HOURLY_VALUE * EFFICIENCY_GAIN)
}

/**
 * Every metric of the completion screen (docs/decisions/040 for the rounding): annual savings,
 * hours saved per month, first-year ROI percent and payback months against the fixed investment.
 */
export function calculateImprovedMetrics(hoursSpentWeekly: number | null | undefined): ImprovedMetrics {
  const monthlySavings = getMonthlySavings(hoursSpentWeekly)
  const annualSavings = monthlySavings * 12
  const hoursSavedPerMonth = isUsableHours(hoursSpentWeekly) ? Math.round(hoursSpentWeekly * WEEKS_PER_MONTH_ROUNDED * EFFICIENCY_GAIN) : 0
  return {
    monthlySavings,
    annualSavings,
    hoursSavedPerMonth,
    investment: FIXED_INVESTMENT,
    roiPercent: Math.round(((annualSavings - FIXED_INVESTMENT) / FIXED_INVESTMENT) * 100),
    paybackMonths: monthlySavings > 0 ? Math.round((FIXED_INVESTMENT / monthlySavings) * 10) / 10 : null,
  }
}
