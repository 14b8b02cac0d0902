import { MessageSquareOff } from 'lucide-react'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { DecidedDraft } from './decided-draft'
import { DraftReviewForm } from './draft-review-form'
import { PlaybookDecided } from './playbook-decided'
import { TheirReply } from './their-reply'

type AnswerBodyProps = { draft: ApprovalDetail; focusEditor: boolean; afterDecision: string }

/**
 * An answer to a reply that no AI model could write (`needs_human`, docs/decisions/129-answers-in-the-thread.md): their reply,
 * then a box for the person's own answer, then, folded, what the playbook decided. Nothing a model's draft is weighed
 * by (facts given, tokens, the template's changes) applies to a person's words, so none of it is shown.
 */
export function AnswerBody({ draft, focusEditor, afterDecision }: AnswerBodyProps) {
  const waiting = draft.status === 'awaiting'
  const name = draft.facts.find((fact) => fact.label === 'name')?.value ?? draft.to
  return (
    <div className="grid max-w-3xl min-w-0 gap-6">
      {draft.reply ? (
        <TheirReply reply={draft.reply} contactAddress={draft.to} draftSubject={draft.subject ?? draft.template_subject} />
      ) : (
        <ReplyGone />
      )}
      <section aria-labelledby="draft-heading" className="grid min-w-0 content-start gap-3">
        <h2 id="draft-heading" className="font-semibold [overflow-wrap:anywhere]">
          {waiting ? `Answer ${name}` : 'The answer'}
        </h2>
        {waiting ? (
          <DraftReviewForm draft={draft} focusEditor={focusEditor} afterDecision={afterDecision} />
        ) : (
          <DecidedDraft draft={draft} />
        )}
      </section>
      <PlaybookDecided draft={draft} />
    </div>
  )
}

/** The reply was deleted since (the company's retention period, or an erase): the answer can still be written. */
function ReplyGone() {
  return (
    <section aria-labelledby="reply-heading" className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
      <MessageSquareOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <h2 id="reply-heading" className="font-semibold">
          Their reply
        </h2>
        <p className="text-muted-foreground">It is no longer kept: your company’s data rules have deleted it since it came in.</p>
      </div>
    </section>
  )
}
