import type { LeadStatus } from '@/shared/backoffice/lead-kinds'
import type { CreatedWorkspace, LeadWorkspace } from '@/shared/schemas/admin-handover'
import type { InvitationEmailStatus } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Spinner } from '@/client/components/ui/spinner'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useLeadHandover } from '../api/get-lead-handover'
import { CreateWorkspaceDialog } from './create-workspace-dialog'

export type CreateWorkspaceCardProps = {
  leadId: string
  status: LeadStatus
  /** The workspace already created from the lead, if any. */
  companyId: string | null
  contactEmail: string
  /** After the workspace is created: the page that shows the lead refreshes its status and timeline. */
  onCreated?: () => void
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

function WorkspaceCreated({ workspace }: { workspace: LeadWorkspace }) {
  const { invitation } = workspace
  return (
    <div className="grid gap-1 text-sm">
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
  )
}

function announce(created: CreatedWorkspace) {
  const email = created.workspace?.invitation?.email ?? 'the owner'
  toast({
    title: 'Workspace created',
    description: created.delivery.message ?? `The invitation is on its way to ${email}.`,
  })
}

/** The lead page's hand-over (docs/product.md#back-office): create the lead's workspace and invite its owner. */
export function CreateWorkspaceCard({ leadId, status, companyId, contactEmail, onCreated }: CreateWorkspaceCardProps) {
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
          <WorkspaceCreated workspace={workspace} />
        ) : companyId || status === 'converted' ? (
          <p className="text-sm text-muted-foreground">This lead is marked Converted, so no workspace is created from it here.</p>
        ) : (
          <CreateWorkspaceDialog
            leadId={leadId}
            defaults={handover.data.defaults}
            onCreated={(created) => {
              announce(created)
              onCreated?.()
            }}
          />
        )}
      </CardContent>
    </Card>
  )
}
