import { Dialog } from 'radix-ui'
import * as React from 'react'
import { Button } from '@/client/components/ui/button'
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" disabled={disabled} onFocus={rejectChecks.preload}>
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Reject this draft</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Nothing is sent. Say why, so your team knows what the agent got wrong.
          </Dialog.Description>
          <form ref={formRef} noValidate action={action} className="grid gap-4">
            <Field label="Reason" error={state.errors.reason}>
              <Textarea name="reason" rows={3} maxLength={500} defaultValue={state.values.reason} />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={isPending}>
                {isPending ? 'Rejecting…' : 'Reject draft'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
