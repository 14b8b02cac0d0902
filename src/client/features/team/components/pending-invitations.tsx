import { Mail } from 'lucide-react'
import type { Invitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useRevokeInvitation } from '../api/revoke-invitation'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function formatDate(value: string) {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const revokeMutation = useRevokeInvitation()

  const revoke = (invitation: Invitation) =>
    revokeMutation.mutate(invitation.id, {
      onSuccess: () => toast({ title: 'Invitation revoked', description: `${invitation.email} can no longer join with that link.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Revoke failed', description: getErrorMessage(error, 'Revoke failed') }),
    })

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Pending invitations</h3>
      {invitations.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No pending invitations</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {invitations.map((invitation) => {
            const revoking = revokeMutation.isPending && revokeMutation.variables === invitation.id
            return (
              <li key={invitation.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-center gap-3">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium wrap-anywhere">{invitation.email}</p>
                    <p className="text-xs text-muted-foreground">Expires {formatDate(invitation.expires_at)}</p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-center"
                  disabled={revoking}
                  aria-label={`Revoke invitation for ${invitation.email}`}
                  onClick={() => revoke(invitation)}
                >
                  {revoking ? 'Revoking...' : 'Revoke'}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
