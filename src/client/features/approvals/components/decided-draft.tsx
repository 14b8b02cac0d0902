import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Spinner } from '@/client/components/ui/spinner'

/** What a draft that will not wait here says about itself. */
const STATUS_NOTES: Partial<Record<ApprovalDetail['status'], string>> = {
  writing: 'The agent is still writing this e-mail.',
  scheduled: 'Approved, and sent when the person’s message window opens.',
  merged: 'Its message joined another e-mail to the same person, so they get one e-mail.',
  expired: 'Nobody reviewed it in the time your company allows, so it was not sent.',
}

/** The same for an answer a person writes, which no message window holds back. */
const ANSWER_NOTES: Partial<Record<ApprovalDetail['status'], string>> = {
  scheduled: 'Approved, and on its way.',
  expired: 'Nobody answered in the time your company allows, so nothing was sent.',
}

/** Who decided, as "<verb> by <name>": a reviewer approves or rejects; a person answers or leaves a reply unanswered. */
const VERBS: Partial<Record<ApprovalDetail['status'], string>> = { approved: 'Approved', rejected: 'Rejected' }
const ANSWER_VERBS: Partial<Record<ApprovalDetail['status'], string>> = { approved: 'Answered', rejected: 'Left unanswered' }

/** A draft someone already decided (here or elsewhere): the text as it left, and who decided. */
export function DecidedDraft({ draft }: { draft: ApprovalDetail }) {
  const answer = draft.needs_human
  // Rejected with the playbook's e-mail sent instead: it waits for the window as an approval does (decision 131).
  const verb = draft.template_sent ? 'Rejected' : (answer ? ANSWER_VERBS : VERBS)[draft.status]
  const note = draft.template_sent
    ? draft.status === 'scheduled'
      ? 'The playbook’s e-mail (the template below) goes instead when the person’s message window opens.'
      : 'The playbook’s e-mail (the template below) was sent instead of this draft.'
    : ((answer ? ANSWER_NOTES[draft.status] : undefined) ?? STATUS_NOTES[draft.status])
  const empty = answer && !draft.body?.trim()
  if (draft.status === 'writing' && draft.feedback) return <Rewriting draft={draft} />
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      {verb ? (
        <p role="status" className="font-medium">
          {verb} by {draft.decided_by ?? 'a former member'}
          {draft.decided_at ? (
            <>
              {' '}
              <RelativeTime value={draft.decided_at} />
            </>
          ) : null}
          {draft.edited && !answer ? ', after editing' : ''}.
        </p>
      ) : null}
      {note ? <p className="text-muted-foreground">{note}</p> : null}
      {draft.rejection_reason ? <p className="text-muted-foreground">Reason: {draft.rejection_reason}</p> : null}
      <p className="font-medium [overflow-wrap:anywhere]">{draft.subject ?? 'Being written…'}</p>
      {empty ? (
        <p className="text-muted-foreground">No answer was written.</p>
      ) : (
        <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{draft.body}</p>
      )}
    </div>
  )
}

/** Sent back with a reviewer's note ("Rewrite with this feedback"): being written again; the stream brings the new text. */
function Rewriting({ draft }: { draft: ApprovalDetail }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-center gap-2 font-medium">
        <Spinner className="size-4" label={`${draft.agent.name} is writing it again`} />
        <span aria-hidden="true">{draft.agent.name} is writing it again with the note:</span>
      </div>
      <p className="[overflow-wrap:anywhere] text-muted-foreground">“{draft.feedback}”</p>
      <p className="text-muted-foreground">The earlier text, until the new one is ready:</p>
      <p className="font-medium [overflow-wrap:anywhere]">{draft.subject}</p>
      <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{draft.body}</p>
    </div>
  )
}
