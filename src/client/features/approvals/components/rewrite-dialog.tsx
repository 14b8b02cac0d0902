import * as React from 'react'
import { Button } from '@/client/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/client/components/ui/dialog'
import { Field } from '@/client/components/ui/field'
import { NativeCheckbox } from '@/client/components/ui/native-checkbox'
import { Textarea } from '@/client/components/ui/textarea'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'

const rewriteChecks = lazySchema(() => import('@/shared/schemas/draft-rewrite').then((schemas) => schemas.rewriteDraftSchema))
const FIELDS = ['feedback'] as const

type RewriteDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  agentName: string
  onRewrite: (feedback: string, teach: boolean) => Promise<unknown>
}

/**
 * "Rewrite with this feedback" (docs/decisions/131-approvals-that-teach.md): the reviewer says what to change, the agent
 * writes the e-mail again with that note, and the note may join the agent's style guide.
 */
export function RewriteDialog({ open, onOpenChange, agentName, onRewrite }: RewriteDialogProps) {
  const id = React.useId()
  const [teach, setTeach] = React.useState(true)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { feedback: '' },
    schema: rewriteChecks,
    submit: async ({ feedback }) => {
      await onRewrite(feedback, teach)
      onOpenChange(false)
    },
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onOpenAutoFocus={() => rewriteChecks.preload()}>
        <DialogTitle>Rewrite with this feedback</DialogTitle>
        <DialogDescription>
          {agentName} writes this e-mail again with your note, held to the same facts and checks. It comes back here for review.
        </DialogDescription>
        <form ref={formRef} noValidate action={action} className="grid gap-4">
          <Field label="What should change?" error={state.errors.feedback} description="For example: shorter, and mention the free trial.">
            <Textarea name="feedback" rows={3} maxLength={500} defaultValue={state.values.feedback} />
          </Field>
          <div className="flex items-start gap-3">
            <NativeCheckbox id={`${id}-teach`} className="mt-0.5" checked={teach} onChange={(event) => setTeach(event.target.checked)} />
            <label htmlFor={`${id}-teach`} className="grid gap-0.5 text-sm">
              <span className="font-medium">Add this note to {agentName}’s style guide</span>
              <span className="text-muted-foreground">{agentName} reads it before each e-mail it writes from now on.</span>
            </label>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Sending back…' : 'Write it again'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
