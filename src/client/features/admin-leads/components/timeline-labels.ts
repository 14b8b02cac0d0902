import {
  ArrowRightLeft,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  FileDown,
  Inbox,
  Mail,
  MailPlus,
  RotateCw,
  Send,
  StickyNote,
  UserPlus,
  Webhook,
  type LucideIcon,
} from 'lucide-react'
import { LEAD_STATUS_LABELS, type LeadActivityKind, type LeadStatus } from '@/shared/backoffice/lead-kinds'
import type { LeadTimelineEntry } from '@/shared/schemas/admin-leads'

type Entry<T extends LeadTimelineEntry['type']> = Extract<LeadTimelineEntry, { type: T }>

export const ACTIVITY_ICONS: Record<LeadActivityKind, LucideIcon> = {
  pdf_downloaded: FileDown,
  booking_created: CalendarCheck,
  booking_moved: CalendarClock,
  booking_cancelled: CalendarX,
  status_changed: ArrowRightLeft,
  note_added: StickyNote,
  webhook_redelivered: RotateCw,
  email_resent: MailPlus,
  workspace_created: Building2,
  owner_invited: UserPlus,
}

export const ENTRY_ICONS = { submitted: Inbox, webhook_delivery: Send, webhook_attempt: Webhook, email: Mail } as const

export const DELIVERY_OUTCOMES: Record<Entry<'webhook_delivery'>['delivery_status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed for good',
  skipped: 'Skipped: n8n was not configured',
}

export const EMAIL_STATUS_LABELS: Record<Entry<'email'>['status'], string> = {
  held: 'Held',
  queued: 'Queued',
  sent: 'Sent',
  captured: 'Captured by the development mailbox',
  failed: 'Failed',
}

const statusLabel = (value: unknown) =>
  typeof value === 'string' && value in LEAD_STATUS_LABELS ? LEAD_STATUS_LABELS[value as LeadStatus] : String(value)

/** What an activity entry says happened. */
export function describeActivity(entry: Entry<'activity'>): string {
  const { detail } = entry
  switch (entry.kind) {
    case 'pdf_downloaded':
      return 'Downloaded the report PDF'
    case 'booking_created':
      return 'Booked a call'
    case 'booking_moved':
      return 'Call moved'
    case 'booking_cancelled':
      return 'Call cancelled'
    case 'status_changed':
      return `Status changed from ${statusLabel(detail.from)} to ${statusLabel(detail.to)}`
    case 'note_added':
      return 'Note added'
    case 'webhook_redelivered':
      return 'Webhook redelivery requested'
    case 'email_resent':
      return typeof detail.subject === 'string' ? `E-mail resent: ${detail.subject}` : 'E-mail resent'
    case 'workspace_created':
      return 'Workspace created'
    case 'owner_invited':
      return typeof detail.email === 'string' ? `Owner invited again: ${detail.email}` : 'Owner invited again'
  }
}

/** The booking details an entry carries (date, slot, time zone), as one line; null when it has none. */
export function describeBookingDetail(detail: Record<string, unknown>): string | null {
  const parts = [detail.date, detail.slot, detail.time_zone].filter((part): part is string => typeof part === 'string')
  return parts.length ? parts.join(' · ') : null
}

const exactTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/** A time ahead (a retry's), in words that need no relative clock. */
export function formatExactTime(value: string): string {
  return exactTime.format(new Date(value))
}
