import { AUTOMATION_SHARE } from './quiz-roi'
import { formatMoney, formatMultiple } from '../formatting/figures'

/** The investment slider's range and default, percent of monthly savings (docs/product.md#quiz-investment). */
export const INVESTMENT_PERCENT_MIN = 20
export const INVESTMENT_PERCENT_MAX = 80
export const INVESTMENT_PERCENT_DEFAULT = 40
export const INVESTMENT_PERCENT_STEP = 5

/** The quiz results' investment figures for one slider position. */
export type QuizInvestment = {
  monthlyInvestment: number
  /** Shown with one decimal. */
  paybackMonths: number
  /** Whole percent. */
  annualRoiPercent: number
}

/**
 * The quiz results' Investment Calculator (docs/product.md#quiz-investment): monthly investment, payback months
 * (1 decimal), annual ROI percent.
 */
export function calculateQuizInvestment(monthlySavings: number, percent: number): QuizInvestment {
  const monthlyInvestment = (monthlySavings * percent) / 100
  if (monthlySavings <= 0 || monthlyInvestment <= 0) return { monthlyInvestment: 0, paybackMonths: 0, annualRoiPercent: 0 }
  const annualSavings = monthlySavings * 12
  const annualInvestment = monthlyInvestment * 12
  return {
    monthlyInvestment: Math.round(monthlyInvestment),
    paybackMonths: Math.round((monthlyInvestment / monthlySavings) * 10) / 10,
    annualRoiPercent: Math.round(((annualSavings - annualInvestment) / annualInvestment) * 100),
  }
}

export type EstimatedRoi = {
  monthlyCost: number
  annualCost: number
  netAnnualBenefit: number
  returnMultiplier: number
  annualHoursSaved: number
}

/** Estimated ROI block: investment assumed at 40% of monthly savings (docs/product.md#quiz-estimated-roi). */
export function calculateEstimatedRoi(monthlySavings: number, weeklyHours: number): EstimatedRoi {
  const monthlyCost = monthlySavings * AUTOMATION_SHARE
  const annualCost = monthlyCost * 12
  const netAnnualBenefit = monthlySavings * 12 - annualCost
  return {
    monthlyCost: Math.round(monthlyCost),
    annualCost: Math.round(annualCost),
    netAnnualBenefit: Math.round(netAnnualBenefit),
    returnMultiplier: monthlyCost > 0 ? Math.round(netAnnualBenefit / monthlyCost) : 0,
    annualHoursSaved: Math.round(weeklyHours * AUTOMATION_SHARE * 52),
  }
}

/** Performance Metrics: static figures (docs/product.md#quiz-results). */
export const PERFORMANCE_METRICS = [
  { label: 'Time Efficiency Gain', value: '40%' },
  { label: 'Error Reduction', value: '65%' },
  { label: 'Process Speed Increase', value: '3.2x' },
  { label: 'Team Productivity Boost', value: '58%' },
] as const

/** The four default agent recommendations, used when the data carries none. */
export const DEFAULT_RECOMMENDATIONS = [
  'Automated lead capture and qualification',
  'Smart scheduling and appointment management',
  'Intelligent customer communication workflows',
  'Real-time performance analytics and reporting',
] as const

export const RECOMMENDATION_DETAIL = 'Estimated implementation: 2-3 weeks • Impact: High'

/** The recommendations to show: the data's when it has some, else the four defaults. */
export function getRecommendations(fromData?: readonly string[] | null): string[] {
  return fromData && fromData.length > 0 ? [...fromData] : [...DEFAULT_RECOMMENDATIONS]
}

/**
 * The three recommendedWorkflows strings of the post-quiz e-mail (docs/product.md#quiz-email): hours saved weekly,
 * monthly savings in dollars, annual ROI multiple (the Estimated ROI return multiplier); none without an estimate.
 */
export function getRecommendedWorkflows(monthlySavings: number, weeklyHoursSaved: number, weeklyHours: number): string[] {
  if (!(monthlySavings > 0)) return []
  const { returnMultiplier } = calculateEstimatedRoi(monthlySavings, weeklyHours)
  return [
    `Save ${weeklyHoursSaved} hours every week`,
    `${formatMoney(monthlySavings)} in monthly savings`,
    `${formatMultiple(returnMultiplier)} annual return on investment`,
  ]
}
