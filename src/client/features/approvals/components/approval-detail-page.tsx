import { useEffect, useRef, useState } from 'react'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { AI_PROVIDER_LABELS } from '@/shared/ai/providers'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { LoadError } from '@/client/components/errors/load-error'
import { DraftGradeList } from '@/client/components/draft-grade-list'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useApproval } from '../api/get-approval'
import { useQueueNeighbours } from '../hooks/use-queue-neighbours'
import { useShortcuts } from '../hooks/use-shortcuts'
import { carryFilter, readFilter } from '../lib/read-filter'
import { AnswerBody } from './answer-body'
import { ApprovalAge } from './approval-age'
import { DecidedDraft } from './decided-draft'
import { DraftAgent } from './draft-agent'
import { JoinedMessages } from './joined-messages'
import { DraftReviewForm } from './draft-review-form'
import { QueueNav } from './queue-nav'
import { ShortcutsHelp } from './shortcuts-help'
import { TemplateDiff } from './template-diff'
import { TheirReply } from './their-reply'

const STATUS_LABELS: Record<ApprovalDetail['status'], string> = {
  writing: 'Being written',
  awaiting: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent on its own',
  scheduled: 'Ready, waiting for the message window',
  merged: 'Joined another e-mail',
  expired: 'Expired unreviewed',
  shadow: 'Shadow: kept to be read, never sent',
}

/** How the text was written: the model, its provider, tokens and time; the template; or, for an answer, a person. */
function writerLine(draft: ApprovalDetail): string {
  if (draft.needs_human) {
    if (draft.status !== 'awaiting') return 'Written by a person'
    const why = draft.fallback_reason ? `the AI model’s text was not used (${draft.fallback_reason})` : 'no AI model can write it now'
    return `A person writes this answer: ${why}`
  }
  if (draft.writer !== 'model') return 'Written from the template'
  const parts = [`Written by ${draft.model ?? 'a language model'}`]
  if (draft.provider) parts.push(AI_PROVIDER_LABELS[draft.provider])
  if (draft.input_tokens !== null && draft.output_tokens !== null) parts.push(`${draft.input_tokens + draft.output_tokens} tokens`)
  if (draft.latency_ms !== null) parts.push(`${(draft.latency_ms / 1000).toFixed(1)} s`)
  return parts.join(' · ')
}

/**
 * /approvals/:draftId (docs/decisions/106-ai-writing.md): the facts the writer was given beside the draft, editable while
 * it waits; the template it would otherwise send; and once decided, who decided and when. The list's filters ride in
 * the query, so Previous, Next, the draft after a decision and Back stay in the queue the reviewer chose
 * (docs/decisions/126-approvals-review-queue.md). A draft that answers a reply shows that reply first; one no AI model
 * could write is a reply box for a person (AnswerBody, docs/decisions/129-answers-in-the-thread.md).
 */
export function ApprovalDetailPage({ draftId }: { draftId: string }) {
  const query = useApproval(draftId)
  const [params] = useSearchParams()
  const filter = readFilter(params)
  const { previous, next } = useQueueNeighbours(draftId, filter, query.data?.status === 'awaiting')
  const draftHref = (id: string | null) => (id ? carryFilter(paths.approvalDetail.getHref(id), filter) : null)
  const listHref = carryFilter(paths.approvals.getHref(), filter)
  const [helpOpen, setHelpOpen] = useState(false)
  useShortcuts({ '?': () => setHelpOpen(true) })
  // Arriving at a draft (from the list, Previous, Next or a decision) the old page's focused control is gone: focus
  // goes to the new draft's heading, which a screen reader reads out; with ?edit=1 the text takes it instead.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const loaded = query.isSuccess
  const editing = params.get('edit') === '1'
  // An answer nobody has written yet puts the caret in its box instead (DraftReviewForm).
  const answering = query.data?.needs_human === true && query.data.status === 'awaiting'
  useEffect(() => {
    if (loaded && !editing && !answering) headingRef.current?.focus()
  }, [loaded, editing, answering])
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={listHref}>
        <ArrowLeft aria-hidden="true" />
        Back to Approvals
      </Link>
    </Button>
  )
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading draft" className="grid gap-6">
        <Skeleton className="h-16" />
        <Skeleton className="h-80" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-title font-semibold">Draft</h1>
        <LoadError what="this draft" message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  const draft = query.data
  return (
    <div className="grid min-w-0 gap-6">
      {back}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 ref={headingRef} tabIndex={-1} className="text-title font-semibold [overflow-wrap:anywhere] outline-none">
            {draft.subject ?? draft.template_subject}
          </h1>
          <Badge variant={draft.status === 'awaiting' ? 'default' : 'muted'}>
            {answering ? 'Needs a human answer' : STATUS_LABELS[draft.status]}
          </Badge>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <QueueNav previousHref={draftHref(previous)} nextHref={draftHref(next)} />
            {draft.status === 'awaiting' ? (
              <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} on={answering ? 'answer' : 'detail'} />
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <DraftAgent agent={draft.agent} />
          <span className="[overflow-wrap:anywhere]">
            To{' '}
            <Link to={paths.contactByAddress.getHref(draft.to)} className="text-primary underline underline-offset-4 hover:no-underline">
              {draft.to}
            </Link>
          </span>
          <ApprovalAge createdAt={draft.created_at} overdue={draft.overdue} />
        </div>
        <p className="text-sm text-muted-foreground">
          {writerLine(draft)} ·{' '}
          <Link
            to={paths.agentDetail.getHref(draft.agent.id, draft.run_id)}
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
          >
            Open the run
            <ExternalLink aria-hidden="true" className="size-3" />
          </Link>
        </p>
        <JoinedMessages draft={draft} />
      </header>

      {draft.needs_human ? (
        <AnswerBody draft={draft} focusEditor={editing} afterDecision={draftHref(next) ?? listHref} />
      ) : (
        <ReviewBody draft={draft} focusEditor={editing} afterDecision={draftHref(next) ?? listHref} />
      )}
    </div>
  )
}

/** A draft a writer made (a model, or the template): the reply it answers, the facts beside it, and the template. */
function ReviewBody({ draft, focusEditor, afterDecision }: { draft: ApprovalDetail; focusEditor: boolean; afterDecision: string }) {
  return (
    <>
      {draft.reply ? (
        <TheirReply reply={draft.reply} contactAddress={draft.to} draftSubject={draft.subject ?? draft.template_subject} />
      ) : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="facts-heading" className="grid min-w-0 content-start gap-3 rounded-lg border bg-card p-4">
          <h2 id="facts-heading" className="font-semibold">
            Facts the writer was given
          </h2>
          <dl className="grid gap-2 text-sm">
            {draft.facts.map((fact, index) => (
              <div key={index} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground capitalize">{fact.label}</dt>
                <dd className="[overflow-wrap:anywhere]">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="draft-heading" className="grid min-w-0 content-start gap-3">
          <h2 id="draft-heading" className="font-semibold">
            {draft.status === 'awaiting' ? 'Review the draft' : 'The e-mail'}
          </h2>
          {draft.status === 'awaiting' ? (
            <DraftReviewForm draft={draft} focusEditor={focusEditor} afterDecision={afterDecision} />
          ) : (
            <DecidedDraft draft={draft} />
          )}
        </section>
      </div>

      <section aria-labelledby="template-heading" className="grid min-w-0 gap-2 rounded-lg border border-dashed p-4 text-sm">
        <h2 id="template-heading" className="font-semibold">
          {draft.writer === 'model' ? 'What the model changed in the template' : 'The template'}
        </h2>
        {draft.fallback_reason ? <p className="text-muted-foreground">Used instead of the model’s text: {draft.fallback_reason}</p> : null}
        <TemplateDiff
          template={{ subject: draft.template_subject, text: draft.template_text }}
          draft={{ subject: draft.subject ?? draft.template_subject, text: draft.body ?? draft.template_text }}
        />
        {draft.action ? <p className="text-muted-foreground">Button: {draft.action}</p> : null}
      </section>

      {draft.grades ? (
        <section aria-labelledby="checks-heading" className="grid min-w-0 gap-2 rounded-lg border p-4 text-sm">
          <h2 id="checks-heading" className="font-semibold">
            Checks on the text as it was written
          </h2>
          <DraftGradeList grades={draft.grades} />
        </section>
      ) : null}
    </>
  )
}
