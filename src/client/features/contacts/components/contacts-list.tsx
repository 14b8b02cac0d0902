import { ChevronRight, Users } from 'lucide-react'
import { Link } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useContacts } from '../api/get-contacts'
import { ContactAgents } from './contact-agents'
import { ContactBadges } from './contact-badges'
import { SeenTimes } from './seen-times'

/** The contacts whose address contains `search`, each one link to its page, with "Load more" for older ones. */
export function ContactsList({ search }: { search: string }) {
  const query = useContacts(search)
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading contacts" className="grid gap-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    )
  }
  if (query.isError) return <LoadError what="your contacts" message={query.error.message} onRetry={() => void query.refetch()} />
  const items = query.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        <Users aria-hidden="true" className="size-6" />
        {search ? (
          <p className="[overflow-wrap:anywhere]">No contact’s address contains “{search}”.</p>
        ) : (
          <>
            <p className="font-medium text-foreground">No contacts yet</p>
            <p className="max-w-md">
              People your agents write to appear here as soon as an agent sends them its first e-mail or they reply, with every e-mail,
              reply and draft in one timeline.
            </p>
          </>
        )}
      </div>
    )
  }
  return (
    <section aria-label="Contacts" className="grid gap-4">
      <ul className="grid gap-2">
        {items.map((contact) => (
          <li key={contact.id}>
            <Link
              to={paths.contactDetail.getHref(contact.id)}
              className="grid gap-2 rounded-lg border bg-card p-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <span className="grid min-w-0 gap-1.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium [overflow-wrap:anywhere]">{contact.address}</span>
                  <ContactBadges contact={contact} />
                  {contact.waiting_drafts > 0 ? (
                    <Badge variant="secondary">
                      {contact.waiting_drafts === 1 ? '1 draft waiting' : `${contact.waiting_drafts} drafts waiting`}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-muted-foreground">
                  <ContactAgents agents={contact.agents} />
                </span>
              </span>
              <span className="flex items-center justify-between gap-2 text-muted-foreground">
                <SeenTimes first={contact.first_seen_at} last={contact.last_seen_at} />
                <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  )
}
