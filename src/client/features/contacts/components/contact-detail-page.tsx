import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useContact } from '../api/get-contact'
import { ContactHeader } from './contact-header'
import { ContactTimeline } from './contact-timeline'

/** /contacts/:contactId (docs/decisions/128-conversations.md): one person and everything that names them. */
export function ContactDetailPage({ contactId }: { contactId: string }) {
  const query = useContact(contactId)
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.contacts.getHref()}>
        <ArrowLeft aria-hidden="true" />
        Back to Contacts
      </Link>
    </Button>
  )
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading contact" className="grid gap-6">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-title font-semibold">Contact</h1>
        <LoadError what="this contact" message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  return (
    <div className="grid min-w-0 gap-6">
      {back}
      <ContactHeader contact={query.data.contact} />
      <ContactTimeline items={query.data.timeline} truncated={query.data.truncated} />
    </div>
  )
}
