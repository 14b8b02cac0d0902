import { LEAD_STATUS_LABELS, type LeadStatus } from '@/shared/backoffice/lead-kinds'
import { Badge } from '@/client/components/ui/badge'

const STATUS_VARIANT = {
  new: 'default',
  contacted: 'secondary',
  call_booked: 'outline',
  converted: 'success',
  lost: 'muted',
} as const satisfies Record<LeadStatus, 'default' | 'secondary' | 'outline' | 'success' | 'muted'>

/** A lead's status in words (docs/product.md#back-office). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{LEAD_STATUS_LABELS[status]}</Badge>
}
