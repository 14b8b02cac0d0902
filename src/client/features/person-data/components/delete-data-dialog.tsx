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
import { Button } from '@/client/components/ui/button'
import { DialogFooter } from '@/client/components/ui/dialog'

type DeleteDataDialogProps = { email: string; pending: boolean; onConfirm: () => void }

/**
 * The question before the deletion: a Radix AlertDialog, which traps focus, starts on Cancel and returns focus to the
 * button that opened it (https://www.radix-ui.com/primitives/docs/components/alert-dialog).
 */
export function DeleteDataDialog({ email, pending, onConfirm }: DeleteDataDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Deleting…' : 'Delete my data'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete everything we hold about you?</AlertDialogTitle>
        <AlertDialogDescription>
          Everything listed for {email} is deleted now and cannot be restored. E-mails waiting to be sent to you are cancelled.
        </AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            Delete my data
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
