import { renderLinkEmail } from '@/server/modules/accounts'
import type { EmailMessage } from '@/server/platform/mail/outbox'

export type EraseEmailContext = { productName: string; publicUrl: string }

// The day and hour in UTC, spelled out: members read it in many time zones, and "08/12" means two different days.
const dueFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })

/** "Tuesday 8 December 2026 at 10:00 UTC". */
export function formatEraseDate(date: Date): string {
  return `${dueFormat.format(date)} UTC`
}

// The account e-mails' layout: a greeting, the paragraphs and one button to Settings → Company.
function renderNotice(context: EraseEmailContext, subject: string, paragraphs: string[], action: string): Omit<EmailMessage, 'to'> {
  return renderLinkEmail(context, subject, paragraphs, action, `${context.publicUrl.replace(/\/$/, '')}/settings/company`)
}

/**
 * Tells a member that the owner asked to erase the company: when, what goes, and how to stop it
 * (docs/product.md#company-erase). The company's name stays out of the subject: it is the company's own text.
 */
export function renderErasureScheduledEmail(context: EraseEmailContext, companyName: string, dueAt: Date): Omit<EmailMessage, 'to'> {
  const when = formatEraseDate(dueAt)
  return renderNotice(
    context,
    `Your company's workspace on ${context.productName} will be erased`,
    [
      `The owner of ${companyName} asked to erase the company from ${context.productName}. On ${when}, everything of the company is deleted for good: its agents, events, signals, settings, e-mails and the accounts of all its members, yours included.`,
      'Until then the owner can cancel the erasure on Settings → Company. If you did not expect this, talk to your company’s owner now.',
    ],
    'Open Company settings',
  )
}

/** Tells a member that the owner cancelled the erasure: nothing is deleted (docs/product.md#company-erase). */
export function renderErasureCancelledEmail(context: EraseEmailContext, companyName: string): Omit<EmailMessage, 'to'> {
  return renderNotice(
    context,
    `The erasure of your company's workspace on ${context.productName} was cancelled`,
    [`The owner of ${companyName} cancelled the erasure of the company. Nothing will be deleted, and your account stays as it is.`],
    'Open Company settings',
  )
}
