import PDFDocument from 'pdfkit'
import { WEEKS_PER_MONTH_ROUNDED } from '@/shared/formulas/calendar'
import { estimateQuizRoi, getHourlyValue, AUTOMATION_SHARE } from '@/shared/formulas/quiz-roi'
import {
  calculateEstimatedRoi,
  calculateQuizInvestment,
  getRecommendations,
  INVESTMENT_PERCENT_DEFAULT,
  PERFORMANCE_METRICS,
  RECOMMENDATION_DETAIL,
} from '@/shared/formulas/quiz-results'
import { getChoiceLabel, QUIZ_BUDGETS, QUIZ_CHALLENGES, QUIZ_TIMELINES } from '@/shared/options/quiz-choices'
import { getIndustryLabel } from '@/shared/options/quiz-industries'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { getBaseFont, getBaselineOffset, splitIntoRuns, type FontWeight } from './report-fonts'
import { formatHours, formatMoney, formatMonths, formatMultiple, formatPercent } from '@/shared/formatting/figures'

const BRAND = '#4338ca'
const MUTED = '#555566'

type TextStyle = { weight: FontWeight; size: number }
const TITLE: TextStyle = { weight: 'bold', size: 22 }
const SUBTITLE: TextStyle = { weight: 'bold', size: 16 }
const HEADING: TextStyle = { weight: 'bold', size: 14 }
const LABEL: TextStyle = { weight: 'bold', size: 11 }
const BODY: TextStyle = { weight: 'regular', size: 11 }
const NOTE: TextStyle = { weight: 'regular', size: 10 }

/** Writes a text in the embedded fonts that have its characters, so any name prints (docs/decisions/034). */
function write(doc: PDFKit.PDFDocument, text: string, { weight, size }: TextStyle, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = splitIntoRuns(text, weight)
  // One baseline for every run: the CJK fonts' ascent differs from Noto Sans', which would lift them otherwise.
  const baseline = -getBaselineOffset(size)
  doc.fontSize(size)
  runs.forEach((run, index) =>
    doc.font(run.font).text(run.text, { ...options, baseline, continued: index < runs.length - 1 || options.continued === true }),
  )
  return doc
}

export type ReportInput = { productName: string; company: string; answers?: QuizPayload }

function heading(doc: PDFKit.PDFDocument, text: string) {
  write(doc.moveDown(0.8).fillColor(BRAND), text, HEADING).moveDown(0.3)
  doc.fillColor('black')
}

function line(doc: PDFKit.PDFDocument, label: string, value: string) {
  write(doc, `${label}: `, LABEL, { continued: true })
  write(doc, value, BODY)
}

function writeFigures(doc: PDFKit.PDFDocument, answers: QuizPayload) {
  const estimate = estimateQuizRoi(answers.industry, answers.hours_spent_weekly)
  const monthly = estimate?.monthlySavings ?? 0
  heading(doc, 'Your answers')
  line(doc, 'Industry', getIndustryLabel(answers.industry) || 'Not specified')
  line(doc, 'Weekly manual hours', String(answers.hours_spent_weekly))
  line(doc, 'Biggest challenge', getChoiceLabel(QUIZ_CHALLENGES, answers.biggest_challenge) || 'Not specified')
  line(doc, 'Primary goal', answers.primary_goal || 'Not specified')
  line(doc, 'Timeline', getChoiceLabel(QUIZ_TIMELINES, answers.timeline) || 'Not specified')
  line(doc, 'Monthly budget', getChoiceLabel(QUIZ_BUDGETS, answers.monthly_budget) || 'Not specified')
  line(doc, 'Tools in use', answers.current_tools.length > 0 ? answers.current_tools.join(', ') : 'None listed')

  heading(doc, 'Impact Analysis')
  line(doc, 'Monthly savings', formatMoney(monthly))
  line(doc, 'Annual impact', formatMoney(estimate?.annualSavings ?? 0))
  line(doc, 'Weekly time saved', `${estimate?.weeklyHoursSaved ?? 0} hours`)

  const investment = calculateQuizInvestment(monthly, INVESTMENT_PERCENT_DEFAULT)
  heading(doc, 'Investment Calculator')
  line(doc, `Monthly investment (${INVESTMENT_PERCENT_DEFAULT}% of savings)`, formatMoney(investment.monthlyInvestment))
  line(doc, 'Payback period', formatMonths(investment.paybackMonths))
  line(doc, 'Annual ROI', formatPercent(investment.annualRoiPercent))

  const roi = calculateEstimatedRoi(monthly, answers.hours_spent_weekly)
  heading(doc, 'Estimated ROI')
  line(doc, 'Net annual benefit', formatMoney(roi.netAnnualBenefit))
  line(doc, 'Net return multiple', formatMultiple(roi.returnMultiplier))
  line(doc, 'Annual time saved', `${formatHours(roi.annualHoursSaved)} hours`)
}

function writeCommon(doc: PDFKit.PDFDocument, industry: string | undefined) {
  heading(doc, 'Performance Metrics')
  for (const metric of PERFORMANCE_METRICS) line(doc, metric.label, metric.value)

  heading(doc, 'Agent Recommendations')
  getRecommendations().forEach((recommendation, index) => {
    write(doc, `Agent ${index + 1}: ${recommendation}`, LABEL)
    write(doc.fillColor(MUTED), RECOMMENDATION_DETAIL, BODY).fillColor('black').moveDown(0.2)
  })

  heading(doc, 'Assumptions')
  const hourly = industry
    ? `$${getHourlyValue(industry)} per hour for your industry`
    : 'from $12 to $30 per hour by industry ($15 by default)'
  doc
    .font(getBaseFont('regular'))
    .fontSize(BODY.size)
    .list(
      [
        `Time is valued ${hourly}.`,
        `A month has ${WEEKS_PER_MONTH_ROUNDED} weeks.`,
        `Automation takes over ${AUTOMATION_SHARE * 100}% of the manual hours.`,
        `The investment is assumed at ${INVESTMENT_PERCENT_DEFAULT}% of monthly savings.`,
        'These figures are estimates, not a guarantee of results.',
      ],
      { bulletRadius: 2 },
    )
}

/** The Growth Map report as a PDF: the submission's figures when given, else a generic roadmap. */
export function renderQuizReport({ productName, company, answers }: ReportInput): Promise<Buffer> {
  // Document info strings may hold any character: pdfkit writes them as UTF-16.
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${company} automation roadmap`, Author: productName } })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  write(doc.fillColor(BRAND), 'Your Growth Map', TITLE)
  write(doc.fillColor('black'), `${company} automation roadmap`, SUBTITLE)
  write(doc.fillColor(MUTED), `Prepared by ${productName} on ${new Date().toISOString().slice(0, 10)}`, NOTE)
  doc.fillColor('black')
  if (answers) {
    writeFigures(doc, answers)
  } else {
    heading(doc, 'About this report')
    write(doc, 'This is a general automation roadmap. Complete the Growth Map quiz to receive a report with your own figures.', BODY)
  }
  writeCommon(doc, answers?.industry || undefined)
  doc.end()
  return done
}
