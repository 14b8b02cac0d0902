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
import { NativeCheckbox } from '@/client/components/ui/native-checkbox'
import { Textarea } from '@/client/components/ui/textarea'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'

const rejectChecks = lazySchema(() => import('@/shared/ai/draft').then((schemas) => schemas.rejectDraftSchema))
const FIELDS = ['reason'] as const

/** What a single draft's rejection also does (docs/decisions/131-approvals-that-teach.md). */
export type RejectChoices = { teach: boolean; sendTemplate: boolean }

type RejectDialogProps = {
  onReject: (reason: string, choices: RejectChoices) => Promise<unknown>
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
  /** One draft an agent wrote: offer to teach the agent's guide and to send the playbook's e-mail instead. */
  choicesFor?: { agentName: string }
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
  choicesFor,
}: RejectDialogProps) {
  const [choices, setChoices] = React.useState<RejectChoices>({ teach: true, sendTemplate: false })
  const [ownOpen, setOwnOpen] = React.useState(false)
  const controlled = openProp !== undefined
  const open = controlled ? openProp : ownOpen
  const setOpen = (next: boolean) => (controlled ? onOpenChange?.(next) : setOwnOpen(next))
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { reason: '' },
    schema: rejectChecks,
    submit: async ({ reason }) => {
      await onReject(reason, choicesFor ? choices : { teach: false, sendTemplate: false })
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
            : choicesFor
              ? 'Say why, so your team and the agent know what it got wrong. Nothing is sent unless you choose the playbook’s e-mail below.'
              : (wording?.description ?? 'Nothing is sent. Say why, so your team knows what the agent got wrong.')}
        </DialogDescription>
        <form ref={formRef} noValidate action={action} className="grid gap-4">
          <Field label="Reason" error={state.errors.reason}>
            <Textarea name="reason" rows={3} maxLength={500} defaultValue={state.values.reason} />
          </Field>
          {choicesFor ? <Choices agentName={choicesFor.agentName} choices={choices} onChange={setChoices} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending
                ? wording
                  ? 'Saving…'
                  : 'Rejecting…'
                : many
                  ? `Reject ${count} drafts`
                  : choicesFor && choices.sendTemplate
                    ? 'Reject and send the playbook’s e-mail'
                    : (wording?.confirm ?? 'Reject draft')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** The two choices of one draft's rejection: teach the agent (on by default) and send the playbook's e-mail (off). */
function Choices({ agentName, choices, onChange }: { agentName: string; choices: RejectChoices; onChange: (next: RejectChoices) => void }) {
  const id = React.useId()
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">What else happens</legend>
      <div className="flex items-start gap-3">
        <NativeCheckbox
          id={`${id}-teach`}
          className="mt-0.5"
          checked={choices.teach}
          onChange={(event) => onChange({ ...choices, teach: event.target.checked })}
        />
        <label htmlFor={`${id}-teach`} className="grid gap-0.5 text-sm">
          <span className="font-medium">Add this reason to {agentName}’s style guide</span>
          <span className="text-muted-foreground">{agentName} reads it before each e-mail it writes from now on.</span>
        </label>
      </div>
      <div className="flex items-start gap-3">
        <NativeCheckbox
          id={`${id}-template`}
          className="mt-0.5"
          checked={choices.sendTemplate}
          onChange={(event) => onChange({ ...choices, sendTemplate: event.target.checked })}
        />
        <label htmlFor={`${id}-template`} className="grid gap-0.5 text-sm">
          <span className="font-medium">Send the playbook’s e-mail instead</span>
          <span className="text-muted-foreground">The template shown below the draft goes to the person in place of this draft.</span>
        </label>
      </div>
    </fieldset>
  )
}
