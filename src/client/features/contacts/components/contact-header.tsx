import { Link } from 'react-router'
import type { Contact } from '@/shared/schemas/contacts'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { paths } from '@/client/config/paths'
import { ContactAgents } from './contact-agents'
import { ContactBadges } from './contact-badges'

/** The person: their address, why agents no longer write to them if so, when they were seen, and by which agents. */
export function ContactHeader({ contact }: { contact: Contact }) {
  // The Approvals list's contact filter takes a whole address (docs/decisions/126-approvals-review-queue.md).
  const waitingHref = `${paths.approvals.getHref()}?${new URLSearchParams({ contact: contact.address })}`
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 text-title font-semibold [overflow-wrap:anywhere]">{contact.address}</h1>
        <ContactBadges contact={contact} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-[repeat(3,max-content)]">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Last seen</dt>
          <dd>
            <RelativeTime value={contact.last_seen_at} />
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">First seen</dt>
          <dd>
            <RelativeTime value={contact.first_seen_at} />
          </dd>
        </div>
        <div className="col-span-2 grid gap-0.5 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Agents</dt>
          <dd>
            <ContactAgents agents={contact.agents} />
          </dd>
        </div>
      </dl>
      {contact.waiting_drafts > 0 ? (
        <p className="text-sm">
          <Link to={waitingHref} className="text-primary underline underline-offset-4 hover:no-underline">
            {contact.waiting_drafts === 1 ? '1 draft to them waits' : `${contact.waiting_drafts} drafts to them wait`} in Approvals
          </Link>
        </p>
      ) : null}
    </header>
  )
}
