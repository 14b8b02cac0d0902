import type { User } from '@/shared/schemas/auth'
import { Spinner } from '@/client/components/ui/spinner'
import { useModule } from '@/client/hooks/use-module'

// Only a visitor with an invitation link sees this tab. Its code (and the error and loading states it shares with the
// workspace's pages) loads when it is shown, not with /auth: docs/decisions/100.
const importInvitationForm = () => import('./invitation-form').then((module) => module.InvitationForm)

/** The invitation tab's content: InvitationForm once its code has arrived. */
export function InvitationTab({ token, onSignedIn }: { token: string; onSignedIn?: (user: User) => void }) {
  const { module: InvitationForm, failed } = useModule(importInvitationForm, true)
  if (InvitationForm) return <InvitationForm key={token} token={token} onSignedIn={onSignedIn} />
  if (failed)
    return (
      <p role="alert" className="text-sm">
        We couldn&apos;t load your invitation. Check your connection and reload the page.
      </p>
    )
  return (
    <div className="flex justify-center py-6">
      <Spinner label="Checking your invitation" />
    </div>
  )
}
