import { z } from 'zod'
import { BUSINESS_TYPES } from '../options/improved-choices'
import type { Option } from '../options/option-list'
import { QUIZ_INDUSTRIES } from '../options/quiz-industries'
import { IMPROVED_STEPS } from '../wizards/improved-steps'
import { QUIZ_STEPS } from '../wizards/quiz-steps'
import { ASSESSMENT_SECTIONS } from './demo-assessment'
import { storableText } from './text'

/** The public funnels whose steps are counted (docs/decisions/107-funnel-analytics.md). */
export const FUNNELS = ['quiz', 'demo', 'improved'] as const
export type Funnel = (typeof FUNNELS)[number]

export const FUNNEL_LABELS: Record<Funnel, string> = { quiz: 'Growth Map quiz', demo: 'Demo', improved: 'Improved assessment' }

/** The step a page reports once its funnel was finished. */
export const COMPLETE_STEP = 'complete'

// The demo's sections have titles, not ids; these follow ASSESSMENT_SECTIONS in order.
const DEMO_SECTION_IDS = ['contact-company', 'departments-workflows', 'tools-time', 'budget-timeline', 'support-notes'] as const

export type FunnelStep = { id: string; title: string }

/** Each funnel's steps in order, 'complete' last; the ids the pages report and the server accepts. */
export const FUNNEL_STEPS: Record<Funnel, readonly FunnelStep[]> = {
  quiz: [...QUIZ_STEPS.map(({ id, title }) => ({ id, title })), { id: COMPLETE_STEP, title: 'Growth Map shown' }],
  demo: [
    ...ASSESSMENT_SECTIONS.map(({ title }, index) => ({ id: DEMO_SECTION_IDS[index]!, title })),
    { id: 'impact-report', title: 'Impact report' },
    { id: 'scheduling', title: 'Scheduling' },
    { id: COMPLETE_STEP, title: 'Call booked' },
  ],
  improved: [...IMPROVED_STEPS.map(({ id, title }) => ({ id, title })), { id: COMPLETE_STEP, title: 'Assessment complete' }],
}

/** A step's position in its funnel's list, as the pages report it. */
export function getFunnelStepIndex(funnel: Funnel, step: string): number {
  return FUNNEL_STEPS[funnel].findIndex((item) => item.id === step)
}

/** The demo section's step id at a 0-based section index. */
export function getDemoSectionStep(section: number): string {
  return DEMO_SECTION_IDS[section] ?? DEMO_SECTION_IDS[0]
}

/**
 * The industries a funnel may report: a choice from a fixed list, never typed text. The demo asks for its industry in
 * free text, which could hold anything, so its views carry none (docs/decisions/107-funnel-analytics.md).
 */
export const FUNNEL_INDUSTRIES: Record<Funnel, readonly Option[]> = { quiz: QUIZ_INDUSTRIES, demo: [], improved: BUSINESS_TYPES }

const MAX_SOURCE_LENGTH = 100
const optionalText = storableText().trim().max(MAX_SOURCE_LENGTH).optional()

/** POST /api/analytics/step-views: one step a browser session saw. */
export const stepViewSchema = z
  .object({
    visit_id: z.uuid(),
    funnel: z.enum(FUNNELS),
    step: z.string().max(40),
    step_index: z.number().int().min(0).max(20),
    stage: optionalText,
    ref: optionalText,
    industry: z.string().max(40).optional(),
  })
  .superRefine((view, context) => {
    if (!FUNNEL_STEPS[view.funnel].some((step) => step.id === view.step))
      context.addIssue({ code: 'custom', path: ['step'], message: `Not a step of the ${view.funnel} funnel` })
    if (view.industry && !FUNNEL_INDUSTRIES[view.funnel].some((option) => option.value === view.industry))
      context.addIssue({ code: 'custom', path: ['industry'], message: `Not an industry of the ${view.funnel} funnel` })
  })
export type StepView = z.infer<typeof stepViewSchema>

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
const day = z.string().regex(DAY, 'Use a date as YYYY-MM-DD').refine(isCalendarDay, 'Use a date as YYYY-MM-DD')
const filter = storableText().trim().max(MAX_SOURCE_LENGTH).optional()

/** The longest range one request may cover, in days. */
export const MAX_RANGE_DAYS = 366

/** GET /api/admin/analytics: a funnel over UTC days `from`..`to`, both included, optionally one source or industry. */
export const funnelAnalyticsQuerySchema = z
  .object({ funnel: z.enum(FUNNELS), from: day, to: day, stage: filter, ref: filter, industry: filter })
  .superRefine((query, context) => {
    const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000
    if (span < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'The end date comes before the start date' })
    else if (span >= MAX_RANGE_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${MAX_RANGE_DAYS} days` })
  })
export type FunnelAnalyticsQuery = z.infer<typeof funnelAnalyticsQuerySchema>

const totals = { visits: z.number().int(), completions: z.number().int(), completion_rate: z.number().nullable() }

export const funnelAnalyticsSchema = z.object({
  funnel: z.enum(FUNNELS),
  from: z.string(),
  to: z.string(),
  ...totals,
  steps: z.array(
    z.object({
      step: z.string(),
      title: z.string(),
      reached: z.number().int(),
      left: z.number().int(),
      median_seconds: z.number().nullable(),
    }),
  ),
  by_source: z.array(z.object({ stage: z.string().nullable(), ref: z.string().nullable(), ...totals })),
  by_industry: z.array(z.object({ industry: z.string().nullable(), ...totals })),
  filters: z.object({ stages: z.array(z.string()), refs: z.array(z.string()), industries: z.array(z.string()) }),
})
export type FunnelAnalytics = z.infer<typeof funnelAnalyticsSchema>
