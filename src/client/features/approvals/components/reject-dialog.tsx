import * as React from 'react'
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
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'

const rejectChecks = lazySchema(() => import('@/shared/ai/draft').then((schemas) => schemas.rejectDraftSchema))
const FIELDS = ['reason'] as const

/** Reject asks why: the reason is kept with the draft for whoever reads it later (docs/decisions/106-ai-writing.md). */
export function RejectDialog({ onReject, disabled }: { onReject: (reason: string) => Promise<unknown>; disabled: boolean }) {
  const [open, setOpen] = React.useState(false)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { reason: '' },
    schema: rejectChecks,
    submit: async ({ reason }) => {
      await onReject(reason)
      setOpen(false)
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled} onFocus={rejectChecks.preload}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Reject this draft</DialogTitle>
        <DialogDescription>Nothing is sent. Say why, so your team knows what the agent got wrong.</DialogDescription>
        <form ref={formRef} noValidate action={action} className="grid gap-4">
          <Field label="Reason" error={state.errors.reason}>
            <Textarea name="reason" rows={3} maxLength={500} defaultValue={state.values.reason} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? 'Rejecting…' : 'Reject draft'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
