import type { InvitationEmailStatus } from '@/shared/schemas/team'
import { Badge } from '@/client/components/ui/badge'

// What the owner reads about an invitation's latest e-mail (docs/decisions/094).
const LABELS: Record<InvitationEmailStatus, { text: string; variant: 'success' | 'muted' | 'outline' }> = {
  queued: { text: 'Sending e-mail', variant: 'muted' },
  sent: { text: 'E-mail sent', variant: 'success' },
  held: { text: 'E-mail held until an address is confirmed', variant: 'outline' },
  'not-sent': { text: 'E-mail not sent', variant: 'outline' },
  failed: { text: 'E-mail could not be delivered', variant: 'outline' },
}

export function InvitationEmailStatusBadge({ status }: { status: InvitationEmailStatus }) {
  const { text, variant } = LABELS[status]
  return (
    <Badge variant={variant} className="whitespace-normal">
      {text}
    </Badge>
  )
}
