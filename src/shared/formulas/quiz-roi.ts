import { WEEKS_PER_MONTH_ROUNDED } from './calendar'

/** The quiz ROI estimate's hourly value per industry (docs/product.md#quiz-roi); any other industry is worth 15. */
export const QUIZ_HOURLY_VALUES: Record<string, number> = {
  gym: 15,
  salon: 12,
  restaurant: 18,
  realestate: 25,
  healthcare: 22,
  technology: 20,
  finance: 18,
  retail: 14,
  logistics: 28,
  consulting: 30,
}
const DEFAULT_HOURLY_VALUE = 15
/** Share of the manual hours automation takes over (docs/product.md#quiz-roi). */
export const AUTOMATION_SHARE = 0.4

export const QUIZ_DEFAULT_HOURS = 10
export const QUIZ_HOURS_MIN = 1
export const QUIZ_HOURS_MAX = 80

export type QuizRoiEstimate = { monthlySavings: number; annualSavings: number; weeklyHoursSaved: number }

/** The hourly value of an industry key. */
export function getHourlyValue(industry: string): number {
  return Object.hasOwn(QUIZ_HOURLY_VALUES, industry) ? QUIZ_HOURLY_VALUES[industry]! : DEFAULT_HOURLY_VALUE
}

/**
 * Typed hours to a number: non-numeric text becomes 0 (docs/product.md#quiz-validation); anything above the
 * input's maximum of 80 is held at 80 so the server accepts what the preview showed.
 */
export function parseQuizHours(text: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return 0
  return Math.min(value, QUIZ_HOURS_MAX)
}

/** The estimate, or null until both an industry and a positive number of weekly hours are known. */
export function estimateQuizRoi(industry: string, weeklyHours: number): QuizRoiEstimate | null {
  if (!industry || !(weeklyHours > 0)) return null
  const monthlySavings = Math.round(weeklyHours * WEEKS_PER_MONTH_ROUNDED * getHourlyValue(industry) * AUTOMATION_SHARE)
  return {
    monthlySavings,
    annualSavings: Math.round(monthlySavings * 12),
    weeklyHoursSaved: Math.round(weeklyHours * AUTOMATION_SHARE),
  }
}
