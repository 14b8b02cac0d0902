import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import { useNavigate } from 'react-router'
import { MAX_REWRITES } from '@/shared/ai/rewrites'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { checkEdit, useDecideDraft } from '../api/decide-draft'
import { useRewriteDraft } from '../api/rewrite-draft'
import { useShortcuts } from '../hooks/use-shortcuts'
import { RejectDialog, type RejectChoices } from './reject-dialog'
import { RewriteDialog } from './rewrite-dialog'
import { ANSWER_WORDING, REVIEW_WORDING } from './review-wording'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const approveChecks = lazySchema(() => import('@/shared/ai/draft').then((schemas) => schemas.approveDraftSchema))
const FIELDS = ['subject', 'body'] as const

/** Thrown to keep the form as it is while the reviewer reads a warning about their edit. */
class EditNeedsSecondLook extends Error {}

type DraftReviewFormProps = {
  draft: ApprovalDetail
  focusEditor?: boolean
  /** Where a decision leads: the next waiting draft, or the list when none is left. */
  afterDecision: string
}

/**
 * The draft as the reviewer leaves it: Approve and send queues exactly this text; Reject asks why. An edited text is
 * first checked by the rules a model's draft meets; what they find is shown, and a second Approve sends it as it is.
 * An answer to a reply that no AI model could write (`needs_human`) is the same form as a reply box: the person writes
 * it, from an empty box, or above the message another agent had waiting, which it takes along.
 */
export function DraftReviewForm({ draft, focusEditor = false, afterDecision }: DraftReviewFormProps) {
  const answering = draft.needs_human
  const wording = answering ? ANSWER_WORDING : REVIEW_WORDING
  const navigate = useNavigate()
  const bodyId = useId()
  const warningId = useId()
  const [rejecting, setRejecting] = useState(false)
  const [rewriting, setRewriting] = useState(false)
  const rewrite = useRewriteDraft(draft.id)
  // Only a draft a writer made is written again; an answer to a reply is the person's own (decision 129).
  const rewritable = !answering && draft.rewrites < MAX_REWRITES && !draft.rewrite_unavailable
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const approveRef = useRef<HTMLButtonElement>(null)
  const { approve, reject } = useDecideDraft(draft.id)
  // The warning and the text it was about: once that text changes, the next Approve checks again.
  const [warning, setWarning] = useState<{ text: string; reason: string } | null>(null)
  const initial = { subject: draft.subject ?? draft.template_subject, body: draft.body ?? draft.template_text }
  const checks = useMemo(
    () =>
      answering ? lazySchema(() => import('../lib/answer-checks').then((answer) => answer.answerSchema(initial.body))) : approveChecks,
    [answering, initial.body],
  )
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial,
    schema: checks,
    submit: async (values) => {
      // Where to go is read before deciding: once decided, this draft leaves the queue and the page's next one shifts.
      const then = afterDecision
      const text = `${values.subject}\n${values.body}`
      const edited = values.subject !== initial.subject || values.body !== initial.body
      try {
        if (edited && warning?.text !== text) {
          const { warning: reason } = await checkEdit(draft.id, values)
          if (reason) {
            setWarning({ text, reason })
            throw new EditNeedsSecondLook()
          }
        }
        const decision = await approve.mutateAsync(values)
        toast({ title: wording.approved(decision.email !== null), description: decision.email ?? wording.sentTo(draft.to) })
        void navigate(then)
      } catch (error) {
        if (!(error instanceof EditNeedsSecondLook))
          toast({
            variant: 'destructive',
            title: wording.notApproved.title,
            description: getErrorMessage(error, wording.notApproved.fallback),
          })
        throw error
      }
    },
  })
  // e (or arriving with ?edit=1 from the list's e) puts the caret in the text; r asks for a reason; a goes to Approve
  // and send, which Enter presses: a letter alone never sends (docs/decisions/126-approvals-review-queue.md).
  const edit = () => {
    bodyRef.current?.focus()
    bodyRef.current?.scrollIntoView({ block: 'nearest' })
  }
  // An answer's box takes focus on arrival, the caret above any message taken along; the page stays at its top, where
  // their reply is, until the person types.
  useEffect(() => {
    const box = bodyRef.current
    if (!box || (!focusEditor && !answering)) return
    box.focus({ preventScroll: !focusEditor })
    if (answering) box.setSelectionRange(0, 0)
  }, [focusEditor, answering])
  useShortcuts({
    e: edit,
    a: () => approveRef.current?.focus(),
    r: () => setRejecting(true),
  })
  const clearWarning = () => {
    if (warning) setWarning(null)
  }

  async function rejectWith(reason: string, choices: RejectChoices) {
    const then = afterDecision
    try {
      const decision = await reject.mutateAsync({ reason, ...choices })
      toast(
        choices.sendTemplate
          ? { title: wording.rejected.title, description: decision.email ?? `The playbook’s e-mail to ${draft.to} is on its way.` }
          : wording.rejected,
      )
      void navigate(then)
    } catch (error) {
      toast({ variant: 'destructive', title: wording.notRejected.title, description: getErrorMessage(error, wording.notRejected.fallback) })
      throw error
    }
  }

  // The draft goes back to being written: this page shows it being written, then the new text (the live stream).
  async function rewriteWith(feedback: string, teach: boolean) {
    try {
      await rewrite.mutateAsync({ feedback, teach })
      toast({ title: 'Writing it again', description: `${draft.agent.name}’s new text shows here when it is written.` })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not written again', description: getErrorMessage(error, 'The draft could not be sent back') })
      throw error
    }
  }

  // Reject's dialog has its own form: it sits beside this one, never inside it. The buttons are inside, so a refused
  // Send leaves focus in the form and the field in error takes it.
  return (
    <div className="grid gap-4">
      <form ref={formRef} noValidate action={action} onFocus={checks.preload} onInput={clearWarning} className="grid gap-4">
        {draft.rewrites > 0 && draft.feedback ? (
          <p className="rounded-md border border-l-4 border-l-primary bg-muted p-3 text-sm [overflow-wrap:anywhere]">
            Written again with the note “{draft.feedback}” ({draft.rewrites} of {MAX_REWRITES}).
          </p>
        ) : null}
        <Field label="Subject" error={state.errors.subject}>
          <Input name="subject" defaultValue={state.values.subject} />
        </Field>
        <Field
          id={bodyId}
          label={wording.bodyLabel}
          description={wording.bodyDescription(draft.to, initial.body.trim() !== '')}
          error={state.errors.body}
        >
          <Textarea
            ref={bodyRef}
            name="body"
            rows={10}
            defaultValue={state.values.body}
            placeholder={wording.placeholder(recipientName(draft))}
            aria-keyshortcuts="e"
          />
        </Field>
        {warning && (
          <div id={warningId} role="alert" className="flex items-start gap-3 rounded-lg border border-danger/40 bg-danger/5 p-4 text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">Before you send: {warning.reason}.</p>
              <p className="text-muted-foreground">Change the text, or send it as it is: you speak for your business.</p>
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            ref={approveRef}
            type="submit"
            disabled={isPending || reject.isPending}
            aria-describedby={warning ? warningId : undefined}
            aria-keyshortcuts="a"
          >
            {isPending ? 'Sending…' : warning ? 'Send anyway' : wording.approve}
          </Button>
          {rewritable ? (
            <Button type="button" variant="outline" disabled={isPending || reject.isPending} onClick={() => setRewriting(true)}>
              Rewrite with this feedback
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={isPending || reject.isPending}
            onClick={() => setRejecting(true)}
            aria-keyshortcuts="r"
          >
            {wording.reject}
          </Button>
        </div>
        {!answering && !rewritable ? (
          <p className="text-sm text-muted-foreground">
            {draft.rewrite_unavailable
              ? `It cannot be written again now. ${draft.rewrite_unavailable}.`
              : `Written again ${MAX_REWRITES} times already: edit the text yourself, approve it or reject it.`}
          </p>
        ) : null}
      </form>
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        onReject={rejectWith}
        wording={wording.rejectDialog}
        choicesFor={answering ? undefined : { agentName: draft.agent.name }}
      />
      {rewritable ? (
        <RewriteDialog open={rewriting} onOpenChange={setRewriting} agentName={draft.agent.name} onRewrite={rewriteWith} />
      ) : null}
    </div>
  )
}

/** Whom the answer goes to, by name when the event named them. */
function recipientName(draft: ApprovalDetail): string {
  return draft.facts.find((fact) => fact.label === 'name')?.value ?? draft.to
}
