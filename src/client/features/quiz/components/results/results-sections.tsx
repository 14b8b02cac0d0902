import { Bot, Calculator, Gauge, LineChart, TrendingUp } from 'lucide-react'
import * as React from 'react'
import {
  calculateEstimatedRoi,
  calculateQuizInvestment,
  getRecommendations,
  INVESTMENT_PERCENT_DEFAULT,
  INVESTMENT_PERCENT_MAX,
  INVESTMENT_PERCENT_MIN,
  INVESTMENT_PERCENT_STEP,
  PERFORMANCE_METRICS,
  RECOMMENDATION_DETAIL,
} from '@/shared/formulas/quiz-results'
import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import { formatHours, formatMoney, formatMonths, formatMultiple, formatPercent } from '@/shared/formatting/figures'
import { getChoiceLabel, QUIZ_BUDGETS } from '@/shared/options/quiz-choices'
import type { QuizResultsPayload } from '@/shared/schemas/quiz'
import { Slider } from '@/client/components/ui/slider'

export type ResultsData = { payload: QuizResultsPayload; recommendations?: string[] }

/** One figure; a ratio carries its one-line basis so 'Annual ROI' and the return multiple are not confused (docs/decisions/089). */
function Figure({ label, value, basis }: { label: string; value: string; basis?: string }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold break-words tabular-nums">{value}</dd>
      {basis ? <dd className="mt-1 text-xs text-muted-foreground">{basis}</dd> : null}
    </div>
  )
}

function getFigures(payload: QuizResultsPayload) {
  const estimate = estimateQuizRoi(payload.industry, payload.hours_spent_weekly)
  return { monthly: estimate?.monthlySavings ?? payload.estimatedROI, hours: payload.hours_spent_weekly }
}

/** 1 Impact Analysis (docs/product.md#quiz-results). */
function ImpactAnalysis({ payload }: ResultsData) {
  const { monthly, hours } = getFigures(payload)
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Figure label="Weekly manual hours" value={formatHours(hours)} />
      <Figure label="Monthly savings" value={formatMoney(monthly)} />
      <Figure label="Annual impact" value={formatMoney(monthly * 12)} />
      <Figure label="Tools in use" value={String(payload.current_tools.length)} />
      <Figure label="Primary goal" value={payload.primary_goal || 'Not specified'} />
      <Figure label="Budget" value={getChoiceLabel(QUIZ_BUDGETS, payload.monthly_budget) || 'Not specified'} />
    </dl>
  )
}

/** 2 Investment Calculator: slider 20-80, default 40. */
function InvestmentCalculator({ payload }: ResultsData) {
  const [percent, setPercent] = React.useState(INVESTMENT_PERCENT_DEFAULT)
  const { monthly } = getFigures(payload)
  const result = calculateQuizInvestment(monthly, percent)
  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <div className="flex items-center justify-between text-sm">
          <span id="investment-label" className="font-medium">
            Invest a share of your monthly savings
          </span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
        <Slider
          aria-labelledby="investment-label"
          min={INVESTMENT_PERCENT_MIN}
          max={INVESTMENT_PERCENT_MAX}
          step={INVESTMENT_PERCENT_STEP}
          value={[percent]}
          onValueChange={([value]) => setPercent(value ?? INVESTMENT_PERCENT_DEFAULT)}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Monthly investment" value={formatMoney(result.monthlyInvestment)} />
        <Figure label="Payback period" value={formatMonths(result.paybackMonths)} />
        <Figure
          label="Annual ROI"
          value={formatPercent(result.annualRoiPercent)}
          basis="Annual savings minus annual investment, over annual investment"
        />
      </dl>
    </div>
  )
}

/** 3 Performance Metrics: static. */
function PerformanceMetrics() {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {PERFORMANCE_METRICS.map((metric) => (
        <Figure key={metric.label} label={metric.label} value={metric.value} />
      ))}
    </dl>
  )
}

/** 4 Agent Recommendations: the data's, else the four defaults. */
function AgentRecommendations({ recommendations }: ResultsData) {
  return (
    <ol className="grid gap-3">
      {getRecommendations(recommendations).map((recommendation, index) => (
        <li key={recommendation} className="rounded-lg border bg-background p-3">
          <p className="text-xs font-medium text-primary">Agent {index + 1}</p>
          <p className="mt-1 font-medium">{recommendation}</p>
          <p className="mt-1 text-xs text-muted-foreground">{RECOMMENDATION_DETAIL}</p>
        </li>
      ))}
    </ol>
  )
}

/** 5 Estimated ROI: investment assumed at 40% of monthly savings. */
function EstimatedRoi({ payload }: ResultsData) {
  const { monthly, hours } = getFigures(payload)
  const roi = calculateEstimatedRoi(monthly, hours)
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Figure label="Monthly investment (40% of savings)" value={formatMoney(roi.monthlyCost)} />
      <Figure label="Net annual benefit" value={formatMoney(roi.netAnnualBenefit)} />
      <Figure label="Net return multiple" value={formatMultiple(roi.returnMultiplier)} basis="Net annual benefit ÷ monthly investment" />
      <Figure label="Annual time saved (hours)" value={formatHours(roi.annualHoursSaved)} />
    </dl>
  )
}

export const RESULT_SECTIONS = [
  { id: 'impact-analysis', title: 'Impact Analysis', icon: TrendingUp, Content: ImpactAnalysis },
  { id: 'investment-calculator', title: 'Investment Calculator', icon: Calculator, Content: InvestmentCalculator },
  { id: 'performance-metrics', title: 'Performance Metrics', icon: Gauge, Content: PerformanceMetrics },
  { id: 'agent-recommendations', title: 'Agent Recommendations', icon: Bot, Content: AgentRecommendations },
  { id: 'estimated-roi', title: 'Estimated ROI', icon: LineChart, Content: EstimatedRoi },
] as const

export type ResultSectionId = (typeof RESULT_SECTIONS)[number]['id']
