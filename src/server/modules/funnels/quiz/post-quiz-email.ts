import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import { formatDollars, getRecommendedWorkflows } from '@/shared/formulas/quiz-results'
import { getIndustryLabel } from '@/shared/options/quiz-industries'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { escapeHtml } from '@/server/platform/http/escape-html'

/** The variables of 'post-quiz-instant' (docs/product.md#quiz-email), computed on the server from the stored answers. */
export type PostQuizVariables = { name: string; industry: string; roiEstimate: number; recommendedWorkflows: string[] }

export function getPostQuizVariables(answers: QuizPayload): PostQuizVariables {
  const estimate = estimateQuizRoi(answers.industry, answers.hours_spent_weekly)
  return {
    name: answers.contact_name,
    industry: answers.industry,
    roiEstimate: estimate?.monthlySavings ?? 0,
    recommendedWorkflows: estimate
      ? getRecommendedWorkflows(estimate.monthlySavings, estimate.weeklyHoursSaved, answers.hours_spent_weekly)
      : [],
  }
}

export type RenderedEmail = { subject: string; text: string; html: string }
type TemplateContext = { productName: string; reportUrl: string }

/** The 'post-quiz-instant' template, in text and HTML; every variable is escaped in the HTML. */
export function renderPostQuizEmail(variables: PostQuizVariables, { productName, reportUrl }: TemplateContext): RenderedEmail {
  const greeting = variables.name.trim() ? `Hi ${variables.name.trim()},` : 'Hi,'
  const industry = variables.industry ? getIndustryLabel(variables.industry) : ''
  const intro = industry
    ? `Thank you for completing the Growth Map quiz. Here is what automation could do for your ${industry} business.`
    : 'Thank you for completing the Growth Map quiz. Here is what automation could do for your business.'
  const estimate = variables.roiEstimate > 0 ? `Estimated monthly savings: ${formatDollars(variables.roiEstimate)}` : ''
  const subject = `Your Growth Map is Ready! | ${productName}`

  const text = [
    greeting,
    '',
    intro,
    ...(estimate ? ['', estimate] : []),
    ...(variables.recommendedWorkflows.length > 0 ? ['', ...variables.recommendedWorkflows.map((item) => `- ${item}`)] : []),
    '',
    `Download your personalized automation roadmap: ${reportUrl}`,
    '',
    'Next, book your strategy session and we will walk you through the plan.',
    '',
    `The ${productName} team`,
  ].join('\n')

  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2030;line-height:1.5">',
    `<h1 style="color:#4338ca;font-size:22px">Your Growth Map is Ready!</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    estimate ? `<p><strong>${escapeHtml(estimate)}</strong></p>` : '',
    variables.recommendedWorkflows.length > 0
      ? `<ul>${variables.recommendedWorkflows.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    `<p><a href="${escapeHtml(reportUrl)}" style="color:#4338ca">Download your personalized automation roadmap</a></p>`,
    '<p>Next, book your strategy session and we will walk you through the plan.</p>',
    `<p>The ${escapeHtml(productName)} team</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
}
