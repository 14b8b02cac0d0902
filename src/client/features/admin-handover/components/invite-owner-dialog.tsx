import * as React from 'react'
import type { CreatedWorkspace } from '@/shared/schemas/admin-handover'
import { RequestError } from '@/client/components/errors/request-error'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useInviteOwner } from '../api/invite-owner'
import { OwnerEmailField } from './owner-email-field'

const inviteChecks = lazySchema(() => import('@/shared/schemas/admin-handover').then((schemas) => schemas.inviteOwnerSchema))
const FIELDS = ['email'] as const

type InviteOwnerDialogProps = {
  leadId: string
  /** The address of the last invitation, which the new one goes to unless staff change it. */
  email: string
  /** The last invitation still works: the new one replaces its link. */
  stillPending: boolean
  onInvited: (invited: CreatedWorkspace) => void
}

/** Sends the workspace's owner a new invitation, to the same address or a corrected one, while nobody has joined. */
export function InviteOwnerDialog({ leadId, email, stillPending, onInvited }: InviteOwnerDialogProps) {
  const [open, setOpen] = React.useState(false)
  const invite = useInviteOwner(leadId)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { email },
    schema: inviteChecks,
    submit: async (values) => {
      const invited = await invite.mutateAsync(values)
      setOpen(false)
      onInvited(invited)
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onFocus={inviteChecks.preload}>
          {stillPending ? 'Send a new link' : 'Invite the owner again'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Invite the owner again</DialogTitle>
        <DialogDescription>
          A new invitation from you, valid for 7 days.{' '}
          {stillPending ? 'The link sent before stops working.' : 'Correct the address if the last one was wrong.'}
        </DialogDescription>
        <form ref={formRef} noValidate action={action} className="grid gap-4">
          <OwnerEmailField defaultValue={state.values.email} error={state.errors.email} />
          {isPending ? null : <RequestError error={invite.error} fallback="Could not send the invitation" />}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
