import * as React from 'react'
import { COMPANY_ERASE_GRACE_DAYS } from '@/shared/schemas/company-erasure'
import {
  AlertDialog,
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
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useScheduleCompanyErasure } from '../api/schedule-company-erasure'
import { formatEraseDate } from './format-erase-date'

/**
 * The owner's confirmation (docs/product.md#company-erase): a Radix AlertDialog, which traps focus and returns it to
 * the button that opened it; Erase stays disabled until the company's name is typed exactly.
 */
export function EraseCompanyDialog({ companyName }: { companyName: string }) {
  const [open, setOpen] = React.useState(false)
  const [typed, setTyped] = React.useState('')
  const schedule = useScheduleCompanyErasure()
  const matches = typed === companyName
  const error = schedule.isError ? getErrorMessage(schedule.error, 'The erasure could not be scheduled. Please try again.') : undefined

  const onOpenChange = (next: boolean) => {
    if (schedule.isPending) return
    setOpen(next)
    setTyped('')
    schedule.reset()
  }
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!matches) return
    schedule.mutate(
      { company_name: typed },
      {
        onSuccess: ({ erasure }) => {
          setOpen(false)
          setTyped('')
          toast({
            title: 'Erasure scheduled',
            description: erasure ? `Everything of ${companyName} will be erased on ${formatEraseDate(erasure.due_at)}.` : undefined,
          })
        },
      },
    )
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger className={buttonVariants({ variant: 'destructive' })}>Erase company</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Erase {companyName}?</AlertDialogTitle>
        <AlertDialogDescription>
          In {COMPANY_ERASE_GRACE_DAYS} days, every agent, event, signal, setting and e-mail of the company is deleted for good, with the
          accounts of all its members, yours included. Every member is e-mailed now, and you can cancel until then.
        </AlertDialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Erase company">
          <Field
            label={
              <>
                Type <span className="font-semibold [overflow-wrap:anywhere]">{companyName}</span> to confirm
              </>
            }
            error={error}
          >
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <DialogFooter>
            <AlertDialogCancel className={buttonVariants({ variant: 'outline' })} disabled={schedule.isPending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || schedule.isPending}>
              {schedule.isPending ? 'Scheduling...' : 'Erase company'}
            </Button>
          </DialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
