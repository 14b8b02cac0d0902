import { useId, useState } from 'react'
import { GUIDE_MAX_CHARS, GUIDE_MAX_LINES, guideLines, isLearnedLine } from '@/shared/ai/guidance'
import type { Agent } from '@/shared/schemas/agents'
import type { AgentGuidanceView } from '@/shared/schemas/agent-guidance'
import { QueryPanel } from '@/client/components/query-panel'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useAgentGuidance, useSaveAgentGuidance } from '../api/agent-guidance'

// zod and the schema load when the owner opens the form, not with the page (docs/decisions/097).
const guidanceChecks = lazySchema(() => import('@/shared/schemas/agent-guidance').then((schemas) => schemas.agentGuidanceSchema))
const FIELDS = ['guidance'] as const

/**
 * The agent's style guide (docs/decisions/131-approvals-that-teach.md): the owner's own lines and what reviewers'
 * rejections and rewrite notes taught it, sent with each e-mail it writes, with the edited e-mails it sees as examples.
 * Members read it; the owner edits it.
 */
export function AgentStyleGuide({ agent, isOwner }: { agent: Agent; isOwner: boolean }) {
  const id = useId()
  const query = useAgentGuidance(agent.id)
  const [editing, setEditing] = useState(false)
  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Style guide
      </h2>
      <p className="text-sm text-muted-foreground">
        {agent.name} reads it before each e-mail it writes. Lines marked “from a review” come from your team’s rejections and rewrite notes;
        the oldest of them make room for new ones. It never overrides the facts: prices and offers belong in Settings → Agent e-mails.
        {isOwner ? null : ' Only the owner can change it.'}
      </p>
      <QueryPanel query={query} what="the style guide" loadingLabel="Loading the style guide" skeleton={['h-5 w-2/3', 'h-5 w-1/2']}>
        {(view) =>
          editing ? (
            <GuideForm agent={agent} view={view} onDone={() => setEditing(false)} />
          ) : (
            <>
              <GuideLines agentName={agent.name} view={view} />
              {isOwner ? (
                <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
                  Edit the style guide
                </Button>
              ) : null}
            </>
          )
        }
      </QueryPanel>
    </section>
  )
}

function GuideLines({ agentName, view }: { agentName: string; view: AgentGuidanceView }) {
  const lines = guideLines(view.guidance)
  const examples =
    view.examples === 0
      ? `When your team edits one of ${agentName}’s e-mails before approving it, ${agentName} sees it as an example (the latest 5).`
      : `${agentName} also sees the ${view.examples === 1 ? 'e-mail' : `${view.examples} e-mails`} your team last edited before approving, as examples.`
  return (
    <div className="grid gap-2 text-sm">
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground">
          No style guide yet. When someone rejects one of {agentName}’s e-mails or asks for it to be written again, the reason becomes a
          line here.
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label={`${agentName}’s style guide`}>
          {lines.map((line, index) => (
            <li key={index} className="flex flex-wrap items-start gap-2 [overflow-wrap:anywhere]">
              <span>{line}</span>
              {isLearnedLine(line) ? <Badge variant="muted">from a review</Badge> : null}
            </li>
          ))}
        </ul>
      )}
      {view.updated_at ? (
        <p className="text-muted-foreground">
          Last changed {view.updated_by ? `by ${view.updated_by}` : 'by a review'} <RelativeTime value={view.updated_at} />.
        </p>
      ) : null}
      <p className="text-muted-foreground">{examples}</p>
    </div>
  )
}

function GuideForm({ agent, view, onDone }: { agent: Agent; view: AgentGuidanceView; onDone: () => void }) {
  const save = useSaveAgentGuidance(agent.id)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { guidance: view.guidance ?? '' },
    schema: guidanceChecks,
    submit: async (values) => {
      try {
        await save.mutateAsync(values)
        toast({ title: 'Style guide saved', description: `${agent.name} writes with it from its next e-mail on.` })
        onDone()
      } catch (error) {
        toast({ variant: 'destructive', title: 'Not saved', description: getErrorMessage(error, 'Please try again.') })
        throw error
      }
    },
  })
  return (
    <form ref={formRef} noValidate action={action} onFocus={guidanceChecks.preload} className="grid gap-3">
      <Field
        label="Style guide"
        description={`One instruction a line, at most ${GUIDE_MAX_LINES} lines and ${GUIDE_MAX_CHARS.toLocaleString('en-US')} characters. Empty it to start again.`}
        error={state.errors.guidance}
      >
        <Textarea name="guidance" rows={8} maxLength={GUIDE_MAX_CHARS} defaultValue={state.values.guidance} autoFocus />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save the style guide'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
