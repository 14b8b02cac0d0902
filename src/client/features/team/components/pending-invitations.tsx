import { Mail } from 'lucide-react'
import type { CreatedInvitation, Invitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useResendInvitation } from '../api/resend-invitation'
import { useRevokeInvitation } from '../api/revoke-invitation'
import { InvitationEmailStatusBadge } from './invitation-email-status'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function formatDate(value: string) {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

type PendingInvitationsProps = {
  invitations: Invitation[]
  /** A resent invitation's answer: its new link is shown once. */
  onResent: (invitation: CreatedInvitation) => void
  onRevoked: (invitationId: string) => void
}

/** The owner's pending invitations, each with what became of its e-mail, Resend (a new link) and Revoke. */
export function PendingInvitations({ invitations, onResent, onRevoked }: PendingInvitationsProps) {
  const revokeMutation = useRevokeInvitation()
  const resendMutation = useResendInvitation()

  const revoke = (invitation: Invitation) =>
    revokeMutation.mutate(invitation.id, {
      onSuccess: () => {
        onRevoked(invitation.id)
        toast({ title: 'Invitation revoked', description: `${invitation.email} can no longer join with that link.` })
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Revoke failed', description: getErrorMessage(error, 'Revoke failed') }),
    })

  const resend = (invitation: Invitation) =>
    resendMutation.mutate(invitation.id, {
      onSuccess: (resent) => {
        onResent(resent)
        const description =
          resent.delivery.status === 'queued'
            ? `We are e-mailing a new link to ${resent.email}; the previous one no longer works.`
            : `The e-mail was not sent yet: copy the new link and send it to ${resent.email}.`
        toast({ title: 'Invitation sent again', description })
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Resend failed', description: getErrorMessage(error, 'Resend failed') }),
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
            const resending = resendMutation.isPending && resendMutation.variables === invitation.id
            return (
              <li key={invitation.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="grid min-w-0 gap-1">
                    <p className="text-sm font-medium wrap-anywhere">{invitation.email}</p>
                    <p className="text-xs text-muted-foreground">Expires {formatDate(invitation.expires_at)}</p>
                    <InvitationEmailStatusBadge status={invitation.email_status} />
                  </div>
                </div>
                <div className="flex gap-2 self-start sm:self-center">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resending}
                    aria-label={`Resend invitation to ${invitation.email}`}
                    onClick={() => resend(invitation)}
                  >
                    {resending ? 'Resending...' : 'Resend'}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoking}
                    aria-label={`Revoke invitation for ${invitation.email}`}
                    onClick={() => revoke(invitation)}
                  >
                    {revoking ? 'Revoking...' : 'Revoke'}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
