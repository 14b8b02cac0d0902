import type { Config } from '@/server/config'
import type { EmailMessage } from '@/server/platform/mail/outbox'
import { renderEmailHtml, withFooterText, type EmailFooterLink } from '@/server/platform/mail/templates/render-email'
import { createBookingInvite, inviteContentType } from '@/server/modules/funnels'

export type Brand = Pick<Config, 'productName' | 'supportEmail' | 'publicUrl'>

/** What the visitor is told when staff move or cancel their call (docs/product.md#back-office). */
export type BookingChange = {
  kind: 'moved' | 'cancelled'
  bookingId: string
  /** The booking's new `sequence`: the calendar file's SEQUENCE, so the visitor's calendar replaces its event. */
  sequence: number
  startsAt: Date
  /** When it was before a move. */
  previousStartsAt?: Date
  timeZone: string
  contactEmail: string
  contactName: string
  brand: Brand
  footerLink?: EmailFooterLink
}

const formatWhen = (startsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(startsAt) + ` (${timeZone})`

/**
 * The e-mail of a moved or cancelled call, with the calendar file that updates the event of the first invitation: the
 * same UID, a higher SEQUENCE, METHOD:REQUEST for a move and METHOD:CANCEL for a cancellation (RFC 5546).
 */
export function createBookingChangeEmail(change: BookingChange): EmailMessage {
  const { brand } = change
  const when = formatWhen(change.startsAt, change.timeZone)
  const greeting = change.contactName ? `Hi ${change.contactName},` : 'Hello,'
  const lines =
    change.kind === 'moved'
      ? [
          `Your ${brand.productName} onboarding call has moved to ${when}.`,
          ...(change.previousStartsAt ? [`It was planned for ${formatWhen(change.previousStartsAt, change.timeZone)}.`] : []),
          'The attached calendar file updates the event in your calendar.',
          `If the new time does not suit you, write to ${brand.supportEmail}.`,
        ]
      : [
          `Your ${brand.productName} onboarding call on ${when} is cancelled.`,
          'The attached calendar file removes the event from your calendar.',
          `To find another time, write to ${brand.supportEmail}.`,
        ]
  const method = change.kind === 'moved' ? 'REQUEST' : 'CANCEL'
  const invite = createBookingInvite({
    bookingId: change.bookingId,
    startsAt: change.startsAt,
    contactEmail: change.contactEmail,
    contactName: change.contactName,
    productName: brand.productName,
    supportEmail: brand.supportEmail,
    publicUrl: brand.publicUrl,
    sequence: change.sequence,
    method,
  })
  return {
    to: change.contactEmail,
    subject:
      change.kind === 'moved'
        ? `Your ${brand.productName} onboarding call has moved: ${when}`
        : `Your ${brand.productName} onboarding call is cancelled`,
    text: withFooterText([greeting, '', ...lines, '', `The ${brand.productName} team`].join('\n'), change.footerLink),
    html: renderEmailHtml({
      productName: brand.productName,
      preview: lines[0]!,
      blocks: [
        { kind: 'paragraph', text: greeting },
        ...lines.map((line) => ({ kind: 'paragraph' as const, text: line })),
        { kind: 'button', href: `mailto:${brand.supportEmail}`, label: 'Write to us' },
      ],
      footerLink: change.footerLink,
    }),
    attachments: [{ filename: 'onboarding-call.ics', content: invite, contentType: inviteContentType(method) }],
  }
}
