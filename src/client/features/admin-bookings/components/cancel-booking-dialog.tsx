import * as React from 'react'
import { CANCEL_REASON_MAX, type AdminBooking } from '@/shared/schemas/admin-bookings'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog'
import { Button } from '@/client/components/ui/button'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { DialogFooter } from '@/client/components/ui/dialog'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useCancelBooking } from '../api/cancel-booking'

/**
 * Cancels a call after asking (docs/product.md#back-office): the slot is free again, the visitor is e-mailed a
 * cancellation that removes the event from their calendar, and the reason stays on the lead's timeline only.
 */
export function CancelBookingDialog({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = React.useState(false)
  const [reason, setReason] = React.useState('')
  const [problem, setProblem] = React.useState<string>()
  const cancel = useCancelBooking(booking.id)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    setReason('')
    setProblem(undefined)
  }

  const confirm = (event: React.MouseEvent) => {
    // The dialog stays open until the server answers, so a refusal is read where it happened.
    event.preventDefault()
    setProblem(undefined)
    cancel.mutate(
      { reason },
      {
        onSuccess: () => {
          onOpenChange(false)
          toast({ title: 'Call cancelled', description: `${booking.contact_email} is e-mailed the cancellation.` })
        },
        onError: (error) => setProblem(getErrorMessage(error, 'Could not cancel the call')),
      },
    )
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-danger">
          Cancel call<span className="sr-only"> with {booking.company_name || booking.contact_email}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel this call?</AlertDialogTitle>
        <AlertDialogDescription>
          {booking.date} at {booking.time} ({booking.time_zone}) with {booking.contact_name || booking.contact_email}. The time becomes
          free, and the visitor is e-mailed that the call is cancelled. The lead’s status stays as it is.
        </AlertDialogDescription>
        <Field label="Reason (optional)" description="Kept on the lead’s timeline; not sent to the visitor." error={problem}>
          <Textarea
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>Keep the call</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel call'}
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
