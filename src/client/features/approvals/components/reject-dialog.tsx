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

type RejectDialogProps = {
  onReject: (reason: string) => Promise<unknown>
  disabled?: boolean
  /** How many drafts one reason rejects (the bulk bar); one by default. */
  count?: number
  /** Opened from outside (a shortcut, the bulk bar) instead of by its own Reject button. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Where focus goes when it closes; preventDefault keeps it where the caller put it. */
  onCloseAutoFocus?: (event: Event) => void
  /** Its own title, description and button, for one draft (an answer nobody sends: "Don't answer"). */
  wording?: { title: string; description: string; confirm: string }
}

/** Reject asks why: the reason is kept with the draft for whoever reads it later (docs/decisions/106-ai-writing.md). */
export function RejectDialog({
  onReject,
  disabled = false,
  count = 1,
  open: openProp,
  onOpenChange,
  onCloseAutoFocus,
  wording,
}: RejectDialogProps) {
  const [ownOpen, setOwnOpen] = React.useState(false)
  const controlled = openProp !== undefined
  const open = controlled ? openProp : ownOpen
  const setOpen = (next: boolean) => (controlled ? onOpenChange?.(next) : setOwnOpen(next))
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { reason: '' },
    schema: rejectChecks,
    submit: async ({ reason }) => {
      await onReject(reason)
      setOpen(false)
    },
  })
  const many = count > 1
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {controlled ? null : (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" disabled={disabled} onFocus={rejectChecks.preload}>
            Reject
          </Button>
        </DialogTrigger>
      )}
      <DialogContent onOpenAutoFocus={() => rejectChecks.preload()} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{many ? `Reject ${count} drafts` : (wording?.title ?? 'Reject this draft')}</DialogTitle>
        <DialogDescription>
          {many
            ? 'Nothing is sent. One reason is kept with each draft, so your team knows what the agents got wrong.'
            : (wording?.description ?? 'Nothing is sent. Say why, so your team knows what the agent got wrong.')}
        </DialogDescription>
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
              {isPending ? (wording ? 'Saving…' : 'Rejecting…') : many ? `Reject ${count} drafts` : (wording?.confirm ?? 'Reject draft')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
