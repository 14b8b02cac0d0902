import * as React from 'react'
import type { TeamMember } from '@/shared/schemas/team'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { DialogFooter } from '@/client/components/ui/dialog'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import type { Takeover } from '@/client/hooks/use-takeover-intent'
import { useHandOverOwnership } from '../api/hand-over-ownership'

/**
 * The owner's "Make owner" on a member (docs/product.md#team-invitations): confirmed in a Radix AlertDialog, which
 * starts on Cancel; the owner becomes a member in the same step. Loaded by MakeOwnerButton on first intent, which it
 * replaces, open and focused as that button was.
 */
export function MakeOwnerDialog({ member, defaultOpen, autoFocus }: { member: TeamMember } & Takeover) {
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [focusOnMount] = React.useState(autoFocus && !defaultOpen)
  React.useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])
  const handOver = useHandOverOwnership()
  const name = member.full_name || member.username
  const onConfirm = () =>
    handOver.mutate(member.id, {
      onSuccess: () => toast({ title: 'Ownership handed over', description: `${name} now owns the company; you are a member.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not hand over ownership', description: getErrorMessage(error, 'Please try again.') }),
    })
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger ref={triggerRef} className={buttonVariants({ variant: 'outline', size: 'sm' })} disabled={handOver.isPending}>
        {handOver.isPending ? 'Handing over...' : 'Make owner'}
        <span className="sr-only"> {name}</span>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Make {name} the owner?</AlertDialogTitle>
        <AlertDialogDescription>
          {name} will manage the company, its agents, keys, webhook and team. You become a member and can no longer change them or undo this
          yourself.
        </AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            Make owner
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
