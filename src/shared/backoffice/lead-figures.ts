import type { LeadFigure } from './lead-kinds'
import { calculateDemoInvestment, INVESTMENT_PERCENT } from '../formulas/demo-investment'
import { calculateDemoRoi, calculateDemoRoiFromSavings } from '../formulas/demo-roi'
import { calculateImpact } from '../formulas/impact'
import { calculateImprovedMetrics } from '../formulas/improved-metrics'
import { calculateEstimatedRoi, calculateQuizInvestment, INVESTMENT_PERCENT_DEFAULT } from '../formulas/quiz-results'
import { estimateQuizRoi } from '../formulas/quiz-roi'
import { formatHours, formatMoney, formatMonths, formatMultiple, formatPercent } from '../formatting/figures'
import { BUSINESS_TYPES, getChoiceLabel } from '../options/improved-choices'
import { getIndustryLabel } from '../options/quiz-industries'
import type { DemoAssessment } from '../schemas/demo-assessment'
import { HOURLY_COST } from '../schemas/demo-assessment'
import type { ImprovedAssessment } from '../schemas/improved-assessment'
import type { QuizPayload } from '../schemas/quiz'

// What the back office keeps of the ROI a funnel showed (docs/product.md#back-office): the same formulas, labels and
// formatting as the funnel's own page, at the moment of submission (sliders at their defaults), stored and never
// recomputed.

/** A lead's columns that come from its funnel's figures. */
export type LeadSummary = {
  /** The industry's label as the visitor chose it; '' when they did not. */
  industry: string
  /** Whole currency units; null when the funnel showed none. */
  monthlySavings: number | null
  figures: LeadFigure[]
}

type QuizFigureInput = Pick<QuizPayload, 'industry' | 'hours_spent_weekly' | 'estimatedROI'>

/** The quiz results' figures (docs/product.md#quiz-results): Impact Analysis, the Investment Calculator at 40 %, Estimated ROI. */
export function summarizeQuizLead(payload: QuizFigureInput): LeadSummary {
  // As the results page: the estimate from the answers, the payload's when the answers give none.
  const monthly = estimateQuizRoi(payload.industry, payload.hours_spent_weekly)?.monthlySavings ?? payload.estimatedROI
  const hours = payload.hours_spent_weekly
  const investment = calculateQuizInvestment(monthly, INVESTMENT_PERCENT_DEFAULT)
  const roi = calculateEstimatedRoi(monthly, hours)
  return {
    industry: getIndustryLabel(payload.industry),
    monthlySavings: Math.round(payload.estimatedROI),
    figures: [
      { label: 'Weekly manual hours', value: formatHours(hours) },
      { label: 'Monthly savings', value: formatMoney(monthly) },
      { label: 'Annual impact', value: formatMoney(monthly * 12) },
      { label: 'Monthly investment', value: formatMoney(investment.monthlyInvestment) },
      { label: 'Payback period', value: formatMonths(investment.paybackMonths) },
      { label: 'Annual ROI', value: formatPercent(investment.annualRoiPercent) },
      { label: 'Net annual benefit', value: formatMoney(roi.netAnnualBenefit) },
      { label: 'Net return multiple', value: formatMultiple(roi.returnMultiplier) },
      { label: 'Annual time saved (hours)', value: formatHours(roi.annualHoursSaved) },
    ],
  }
}

type DemoFigureInput = Pick<DemoAssessment, 'company_industry' | 'hours_weekly_repetitive' | 'average_hourly_cost'>

/**
 * The demo's Business Impact Assessment (docs/product.md#impact-report): the impact cards, the estimated ROI on their
 * one monthly savings figure (docs/decisions/089) and the investment calculator at its default 40 %.
 */
export function summarizeDemoLead(answers: DemoFigureInput): LeadSummary {
  const hours = answers.hours_weekly_repetitive
  const rate = answers.average_hourly_cost ?? HOURLY_COST.default
  const impact = calculateImpact(hours, rate)
  const roi = calculateDemoRoiFromSavings(impact.monthlySavings)
  const investment = calculateDemoInvestment(impact.monthlySavings, INVESTMENT_PERCENT.default)
  return {
    industry: answers.company_industry,
    monthlySavings: impact.monthlySavings,
    figures: [
      { label: 'Current monthly cost of repetitive work', value: formatMoney(impact.monthlyCost) },
      { label: 'Hours recovered monthly', value: formatHours(impact.hoursRecoveredMonthly) },
      { label: 'Monthly savings', value: formatMoney(roi.monthlySavings) },
      { label: 'Monthly automation cost', value: formatMoney(roi.automationCost) },
      { label: 'Yearly savings', value: formatMoney(roi.yearlySavings) },
      { label: 'Annual ROI', value: formatPercent(roi.annualRoi) },
      { label: 'Payback period', value: formatMonths(roi.paybackMonths) },
      { label: 'Hours saved weekly', value: formatHours(calculateDemoRoi(hours, rate).hoursSavedWeekly) },
      { label: 'Monthly investment', value: formatMoney(investment.monthlyAmount) },
      { label: 'Return multiple', value: formatMultiple(investment.annualRoiMultiple) },
    ],
  }
}

type ImprovedFigureInput = Pick<ImprovedAssessment, 'business_type' | 'hours_spent_weekly'>

/** The improved assessment's ROI Analysis card (docs/product.md#improved-assessment). */
export function summarizeImprovedLead(answers: ImprovedFigureInput): LeadSummary {
  const metrics = calculateImprovedMetrics(answers.hours_spent_weekly)
  return {
    industry: getChoiceLabel(BUSINESS_TYPES, answers.business_type),
    monthlySavings: metrics.monthlySavings,
    figures: [
      { label: 'Monthly savings', value: formatMoney(metrics.monthlySavings) },
      { label: 'Annual savings', value: formatMoney(metrics.annualSavings) },
      { label: 'Hours saved a month', value: formatHours(metrics.hoursSavedPerMonth) },
      { label: 'First-year ROI', value: formatPercent(metrics.roiPercent) },
      { label: 'Payback', value: metrics.paybackMonths === null ? '—' : formatMonths(metrics.paybackMonths) },
    ],
  }
}
