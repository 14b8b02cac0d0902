import { CircleAlert } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { AppLink } from '@/client/lib/navigation'
import { isInvalidInvitation, useInvitation } from '../api/lookup-invitation'
import { AcceptInvitationForm } from './accept-invitation-form'
import { textLinkClass } from './auth-card-page'

/**
 * The invitation tab (docs/product.md#auth-page): who invited the visitor to which company, read from the link, then
 * the form that completes their account. Mount with key={token} so a new link starts afresh.
 */
export function InvitationForm({ token, onSignedIn }: { token: string; onSignedIn?: (user: User) => void }) {
  const invitation = useInvitation(token)

  if (invitation.status === 'pending')
    return (
      <div className="grid gap-4" aria-busy="true">
        <Spinner label="Checking your invitation" className="sr-only" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    )
  if (invitation.status === 'error')
    return isInvalidInvitation(invitation.error) ? (
      <div role="alert" className="flex items-start gap-3 rounded-lg border p-4">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="grid gap-2">
          <p className="font-medium">{invitation.error.message}</p>
          <p className="text-sm text-muted-foreground">
            Ask the person who invited you to send a new invitation. Already have an account?{' '}
            <AppLink to={paths.auth.getHref('login')} className={textLinkClass}>
              Sign in
            </AppLink>
          </p>
        </div>
      </div>
    ) : (
      <LoadError what="your invitation" message={invitation.error.message} onRetry={invitation.retry} retrying={invitation.retrying} />
    )
  return <AcceptInvitationForm token={token} invitation={invitation.invitation} onSignedIn={onSignedIn} />
}
