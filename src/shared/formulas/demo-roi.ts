import { WEEKS_PER_MONTH_EXACT } from './calendar'

/** The demo's ROI calculation (docs/product.md#demo-roi). */
export const DEMO_DEFAULT_HOURLY_RATE = 35
export const DEMO_EFFICIENCY_GAIN = 0.4

export type DemoRoi = {
  monthlyHours: number
  monthlyLaborCost: number
  monthlySavings: number
  automationCost: number
  yearlySavings: number
  annualRoi: number
  paybackMonths: number
  hoursSavedWeekly: number
}

const ZERO: DemoRoi = {
  monthlyHours: 0,
  monthlyLaborCost: 0,
  monthlySavings: 0,
  automationCost: 0,
  yearlySavings: 0,
  annualRoi: 0,
  paybackMonths: 0,
  hoursSavedWeekly: 0,
}

/** The demo's ROI from weekly repetitive hours and hourly cost (absent cost: 35); any zero input gives all zeros. */
export function calculateDemoRoi(weeklyHours: number, hourlyCost: number | undefined): DemoRoi {
  const rate = hourlyCost ?? DEMO_DEFAULT_HOURLY_RATE
  if (!weeklyHours || !rate) return ZERO
  const monthlyHours = weeklyHours * WEEKS_PER_MONTH_EXACT
  const monthlyLaborCost = monthlyHours * rate
  return {
    monthlyHours,
    monthlyLaborCost,
    ...calculateDemoRoiFromSavings(Math.round(monthlyLaborCost * DEMO_EFFICIENCY_GAIN)),
    hoursSavedWeekly: Math.round((monthlyHours * DEMO_EFFICIENCY_GAIN) / WEEKS_PER_MONTH_EXACT),
  }
}

export type DemoRoiFromSavings = Pick<DemoRoi, 'monthlySavings' | 'automationCost' | 'yearlySavings' | 'annualRoi' | 'paybackMonths'>

/** The demo ROI's cost, yearly savings, annual ROI and payback from monthly savings computed elsewhere on the page (docs/decisions/089). */
export function calculateDemoRoiFromSavings(monthlySavings: number): DemoRoiFromSavings {
  const automationCost = Math.round(monthlySavings * DEMO_EFFICIENCY_GAIN)
  const yearlySavings = 12 * monthlySavings
  const yearlyCost = 12 * automationCost
  return {
    monthlySavings,
    automationCost,
    yearlySavings,
    annualRoi: yearlyCost ? Math.round(((yearlySavings - yearlyCost) / yearlyCost) * 100) : 0,
    paybackMonths: monthlySavings ? Math.round((automationCost / monthlySavings) * 10) / 10 : 0,
  }
}
