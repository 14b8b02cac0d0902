/** Where a lead came from (docs/product.md#back-office): one funnel each. */
export const LEAD_SOURCES = ['quiz', 'demo', 'improved'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  quiz: 'Growth Map quiz',
  demo: 'Demo assessment',
  improved: 'Improved assessment',
}

/** A lead's place in the sales process, changed by staff (docs/product.md#back-office). */
export const LEAD_STATUSES = ['new', 'contacted', 'call_booked', 'converted', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  call_booked: 'Call booked',
  converted: 'Converted',
  lost: 'Lost',
}

/**
 * What a lead's timeline records besides its webhook attempts and e-mails, which have tables of their own. A staff
 * member's entries carry who (`actor_id`); the visitor's and the system's carry none.
 */
export const LEAD_ACTIVITY_KINDS = [
  'pdf_downloaded',
  'booking_created',
  'booking_moved',
  'booking_cancelled',
  'status_changed',
  'note_added',
  'webhook_redelivered',
  'email_resent',
  'workspace_created',
  'owner_invited',
] as const
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number]

/** One figure of the ROI a visitor was shown, kept as shown: a label and its formatted value. */
export type LeadFigure = { label: string; value: string }
