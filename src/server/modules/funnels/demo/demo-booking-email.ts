import { createEvent } from 'ics'
import { calculateImpact } from '@/shared/formulas/impact'
import { getInvestmentTier } from '@/shared/formulas/demo-investment'
import { DEMO_CALL_MINUTES } from '@/shared/scheduling/demo-slots'
import { renderEmailHtml, withFooterText, type EmailFooterLink } from '@/server/platform/mail/templates/render-email'
import { formatMoney } from '@/shared/formatting/figures'

export type BookingEmailInput = {
  bookingId: string
  startsAt: Date
  timeZone: string
  contactEmail: string
  contactName: string
  companyName: string
  hoursWeekly: number
  hourlyCost: number
  investmentPercentage: number
  productName: string
  supportEmail: string
  publicUrl: string
  /** Opens what the product holds about the visitor (docs/decisions/104-a-persons-data.md). */
  footerLink?: EmailFooterLink
}

export type BookingEmail = {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; content: string; contentType: string }[]
}

function formatWhen(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(startsAt) + ` (${timeZone})`
}

/** What the calendar file needs: the booking (its id is the event's UID), when, who, and the product's name. */
export type BookingInviteInput = Pick<
  BookingEmailInput,
  'bookingId' | 'startsAt' | 'contactEmail' | 'contactName' | 'productName' | 'supportEmail' | 'publicUrl'
> & {
  /** The booking's `sequence`: each move or cancellation raises it, so calendars replace the event they hold. */
  sequence?: number
  /** REQUEST books or moves the event; CANCEL removes it (RFC 5546). */
  method?: 'REQUEST' | 'CANCEL'
}

/** The iCalendar method of a booking's calendar file, for the attachment's content type. */
export const inviteContentType = (method: 'REQUEST' | 'CANCEL' = 'REQUEST') => `text/calendar; charset=utf-8; method=${method}`

/**
 * The calendar invite: one event in UTC, so every calendar places it right whatever its zone. The UID derives from the
 * booking's id, so a move or a cancellation (a higher SEQUENCE) updates the event the visitor already holds.
 */
export function createBookingInvite(input: BookingInviteInput): string {
  const method = input.method ?? 'REQUEST'
  const { error, value } = createEvent({
    uid: `demo-booking-${input.bookingId}@agentworks`,
    productId: `${input.productName}/demo`,
    method,
    sequence: input.sequence ?? 0,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_CALL_MINUTES },
    title: `${input.productName} onboarding call`,
    description: `Your ${input.productName} onboarding call. Questions: ${input.supportEmail}`,
    url: input.publicUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: input.productName, email: input.supportEmail },
    attendees: [{ name: input.contactName || input.contactEmail, email: input.contactEmail, rsvp: true, role: 'REQ-PARTICIPANT' }],
  })
  // ics reports a validation failure as a plain object: made an Error, it reaches the log with its message and stack.
  if (error || !value) throw new Error(`Could not create the calendar invite: ${error?.message ?? 'no event returned'}`)
  return value
}

/** docs/product.md#scheduling-confirmation as an e-mail: the visitor's own figures, tier, and the 24 h / 48 h / bi-weekly promises. */
export function createBookingEmail(input: BookingEmailInput): BookingEmail {
  const impact = calculateImpact(input.hoursWeekly, input.hourlyCost)
  const tier = getInvestmentTier(input.investmentPercentage)
  const when = formatWhen(input.startsAt, input.timeZone)
  const greeting = input.contactName ? `Hi ${input.contactName},` : 'Hello,'
  const lines = [
    `Your onboarding call is booked for ${when}.`,
    `Your figures: ${input.hoursWeekly} hours of repetitive work weekly, estimated monthly savings of ${formatMoney(impact.monthlySavings)}.`,
    `Investment tier: ${tier} (${input.investmentPercentage}% of monthly savings).`,
    'What happens next: our team contacts you within 24 hours, your agents are deployed within 48 hours, and we hold bi-weekly check-ins.',
    'Your login credentials are handed over by a support representative during the call.',
    `Questions? Write to ${input.supportEmail}.`,
  ]
  return {
    to: input.contactEmail,
    subject: `Your ${input.productName} onboarding call: ${when}`,
    text: withFooterText([greeting, '', ...lines, '', `The ${input.productName} team`].join('\n'), input.footerLink),
    html: renderEmailHtml({
      productName: input.productName,
      preview: lines[0]!,
      blocks: [
        { kind: 'paragraph', text: greeting },
        ...lines.map((line) => ({ kind: 'paragraph' as const, text: line })),
        // The one action this e-mail offers before the call: asking a question.
        { kind: 'button', href: `mailto:${input.supportEmail}`, label: 'Write to us' },
      ],
      footerLink: input.footerLink,
    }),
    attachments: [{ filename: 'onboarding-call.ics', content: createBookingInvite(input), contentType: inviteContentType() }],
  }
}
