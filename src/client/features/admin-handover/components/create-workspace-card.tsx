import type { CreatedWorkspace, LeadWorkspace } from '@/shared/schemas/admin-handover'
import type { InvitationEmailStatus } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Spinner } from '@/client/components/ui/spinner'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useLeadHandover } from '../api/get-lead-handover'
import { CreateWorkspaceDialog } from './create-workspace-dialog'
import { InviteOwnerDialog } from './invite-owner-dialog'

export type CreateWorkspaceCardProps = {
  leadId: string
  contactEmail: string
  /** After the workspace is created or its owner invited again: the lead's page refreshes its status and timeline. */
  onChanged?: () => void
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

const INVITATION_STATES: Record<NonNullable<LeadWorkspace['invitation']>['state'], string> = {
  pending: 'not accepted yet',
  accepted: 'accepted',
  expired: 'expired without being accepted',
  revoked: 'withdrawn',
}

const EMAIL_STATES: Record<InvitationEmailStatus, string> = {
  queued: 'being sent',
  sent: 'sent',
  held: 'held',
  'not-sent': 'not sent',
  failed: 'failed',
}

function WorkspaceCreated({ leadId, workspace, onChanged }: { leadId: string; workspace: LeadWorkspace; onChanged?: () => void }) {
  const { invitation } = workspace
  return (
    <div className="grid gap-3 text-sm">
      <div className="grid gap-1">
        <p>
          <span className="font-medium">{workspace.company_name}</span>, created {dateFormat.format(new Date(workspace.created_at))}.
        </p>
        {invitation ? (
          <p className="text-muted-foreground">
            Owner’s invitation to {invitation.email}: {INVITATION_STATES[invitation.state]}; its e-mail{' '}
            {EMAIL_STATES[invitation.email_status]}.
          </p>
        ) : null}
      </div>
      {/* Until the owner joins, a lost, expired or misaddressed invitation can be replaced. */}
      {invitation && invitation.state !== 'accepted' ? (
        <InviteOwnerDialog
          leadId={leadId}
          email={invitation.email}
          stillPending={invitation.state === 'pending'}
          onInvited={(invited) => {
            announce('Invitation sent', invited)
            onChanged?.()
          }}
        />
      ) : null}
    </div>
  )
}

function announce(title: string, answer: CreatedWorkspace) {
  const email = answer.workspace?.invitation?.email ?? 'the owner'
  toast({ title, description: answer.delivery.message ?? `The invitation is on its way to ${email}.` })
}

/** The lead page's hand-over (docs/product.md#back-office): create the lead's workspace and invite its owner. */
export function CreateWorkspaceCard({ leadId, contactEmail, onChanged }: CreateWorkspaceCardProps) {
  const handover = useLeadHandover(leadId)
  const workspace = handover.data?.workspace ?? null
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{workspace ? 'Workspace created' : 'Workspace'}</CardTitle>
        {workspace ? null : (
          <CardDescription>Set up the customer’s own workspace and invite {contactEmail || 'its owner'} to take it over.</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {handover.isPending ? (
          <Spinner label="Loading the workspace" />
        ) : handover.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-sm font-medium text-danger">{getErrorMessage(handover.error, 'Could not load the workspace')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void handover.refetch()}>
              Try again
            </Button>
          </div>
        ) : workspace ? (
          <WorkspaceCreated leadId={leadId} workspace={workspace} onChanged={onChanged} />
        ) : (
          <CreateWorkspaceDialog
            leadId={leadId}
            defaults={handover.data.defaults}
            onCreated={(created) => {
              announce('Workspace created', created)
              onChanged?.()
            }}
          />
        )}
      </CardContent>
    </Card>
  )
}
