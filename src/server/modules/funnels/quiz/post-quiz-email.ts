import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import { getRecommendedWorkflows } from '@/shared/formulas/quiz-results'
import { getIndustryLabel } from '@/shared/options/quiz-industries'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { renderEmailHtml, withFooterText, type EmailFooterLink } from '@/server/platform/mail/templates/render-email'
import { formatMoney } from '@/shared/formatting/figures'

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
/**
 * `bookingUrl` is config BOOKING_URL: the strategy session the e-mail asks the visitor to book. `footerLink` opens what
 * the product holds about the visitor (docs/decisions/104-a-persons-data.md).
 */
type TemplateContext = { productName: string; reportUrl: string; bookingUrl: string; footerLink?: EmailFooterLink }

/** The 'post-quiz-instant' template, in text and HTML; every variable is escaped in the HTML. */
export function renderPostQuizEmail(
  variables: PostQuizVariables,
  { productName, reportUrl, bookingUrl, footerLink }: TemplateContext,
): RenderedEmail {
  const greeting = variables.name.trim() ? `Hi ${variables.name.trim()},` : 'Hi,'
  const industry = variables.industry ? getIndustryLabel(variables.industry) : ''
  const intro = industry
    ? `Thank you for completing the Growth Map quiz. Here is what automation could do for your ${industry} business.`
    : 'Thank you for completing the Growth Map quiz. Here is what automation could do for your business.'
  const estimate = variables.roiEstimate > 0 ? `Estimated monthly savings: ${formatMoney(variables.roiEstimate)}` : ''
  const subject = `Your Growth Map is Ready! | ${productName}`

  const text = withFooterText(
    [
      greeting,
      '',
      intro,
      ...(estimate ? ['', estimate] : []),
      ...(variables.recommendedWorkflows.length > 0 ? ['', ...variables.recommendedWorkflows.map((item) => `- ${item}`)] : []),
      '',
      `Download your personalized automation roadmap: ${reportUrl}`,
      '',
      'Next, book your strategy session and we will walk you through the plan.',
      `Book your strategy session: ${bookingUrl}`,
      '',
      `The ${productName} team`,
    ].join('\n'),
    footerLink,
  )

  const html = renderEmailHtml({
    productName,
    preview: intro,
    blocks: [
      { kind: 'heading', text: 'Your Growth Map is Ready!' },
      { kind: 'paragraph', text: greeting },
      { kind: 'paragraph', text: intro },
      ...(estimate ? [{ kind: 'paragraph' as const, text: estimate, strong: true }] : []),
      ...(variables.recommendedWorkflows.length > 0 ? [{ kind: 'list' as const, items: variables.recommendedWorkflows }] : []),
      { kind: 'button', href: reportUrl, label: 'Download your personalized automation roadmap' },
      { kind: 'paragraph', text: 'Next, book your strategy session and we will walk you through the plan.' },
      { kind: 'button', href: bookingUrl, label: 'Book your strategy session' },
    ],
    footerLink,
  })
  return { subject, text, html }
}
