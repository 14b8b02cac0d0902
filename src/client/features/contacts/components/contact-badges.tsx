import { Ban, MailX } from 'lucide-react'
import type { Contact } from '@/shared/schemas/contacts'
import { Badge } from '@/client/components/ui/badge'

/** Why agents no longer write to a person: they opted out, or mail to them bounces. Nothing when neither. */
export function ContactBadges({ contact }: { contact: Pick<Contact, 'opted_out' | 'bouncing'> }) {
  if (!contact.opted_out && !contact.bouncing) return null
  return (
    <span className="flex flex-wrap gap-1.5">
      {contact.opted_out ? (
        <Badge variant="outline">
          <Ban aria-hidden="true" />
          Opted out
        </Badge>
      ) : null}
      {contact.bouncing ? (
        <Badge variant="outline" className="border-danger text-danger">
          <MailX aria-hidden="true" />
          Bouncing
        </Badge>
      ) : null}
    </span>
  )
}
