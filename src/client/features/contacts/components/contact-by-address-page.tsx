import { ArrowLeft, UserRoundSearch } from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useFindContact } from '../api/find-contact'

/**
 * /contacts/find?address= : drafts and runs name a person by address; this opens their contact's page in place of
 * this one, or says the agents have not written to or heard from them yet.
 */
export function ContactByAddressPage({ address }: { address: string }) {
  const query = useFindContact(address)
  if (query.isPending) {
    return (
      <div role="status" aria-label="Finding the contact" className="grid gap-6">
        <Skeleton className="h-24" />
      </div>
    )
  }
  if (query.data) return <Navigate to={paths.contactDetail.getHref(query.data.id)} replace />
  return (
    <div className="grid gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={paths.contacts.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to Contacts
        </Link>
      </Button>
      <h1 className="text-title font-semibold [overflow-wrap:anywhere]">{address}</h1>
      {query.isError ? (
        <LoadError what="this contact" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <UserRoundSearch aria-hidden="true" className="size-6" />
          <p className="max-w-md">
            No contact for this address yet. Their page appears once one of your agents sends them an e-mail or they reply.
          </p>
        </div>
      )}
    </div>
  )
}
