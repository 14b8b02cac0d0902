import { AlertDialog } from 'radix-ui'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { Button } from '@/client/components/ui/button'

type DeleteDataDialogProps = { email: string; pending: boolean; onConfirm: () => void }

/**
 * The question before the deletion: a Radix AlertDialog, which traps focus, starts on Cancel and returns focus to the
 * button that opened it (https://www.radix-ui.com/primitives/docs/components/alert-dialog).
 */
export function DeleteDataDialog({ email, pending, onConfirm }: DeleteDataDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="destructive" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Deleting…' : 'Delete my data'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Delete everything we hold about you?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-muted-foreground">
            Everything listed for {email} is deleted now and cannot be restored. E-mails waiting to be sent to you are cancelled.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Delete my data
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
