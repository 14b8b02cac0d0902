import { AlertDialog } from 'radix-ui'
import * as React from 'react'
import type { TeamMember } from '@/shared/schemas/team'
import { buttonVariants } from '@/client/components/ui/button-variants'
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
    <AlertDialog.Root defaultOpen={defaultOpen}>
      <AlertDialog.Trigger ref={triggerRef} className={buttonVariants({ variant: 'outline', size: 'sm' })} disabled={handOver.isPending}>
        {handOver.isPending ? 'Handing over...' : 'Make owner'}
        <span className="sr-only"> {name}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold [overflow-wrap:anywhere]">Make {name} the owner?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {name} will manage the company, its agents, keys, webhook and team. You become a member and can no longer change them or undo
            this yourself.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Make owner
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
