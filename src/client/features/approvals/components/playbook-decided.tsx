import type { ApprovalDetail } from '@/shared/schemas/approvals'

/**
 * For an answer a person writes: what the agent's playbook made of the reply, and the words its template would have
 * sent, which answer nothing they asked. Folded: context for whoever wants it, not part of the answer.
 */
export function PlaybookDecided({ draft }: { draft: ApprovalDetail }) {
  const decisions = draft.facts.filter((fact) => fact.label === 'decision').map((fact) => fact.value)
  return (
    <details className="rounded-lg border border-dashed p-4 text-sm">
      <summary className="cursor-pointer font-semibold">What the agent’s playbook decided</summary>
      <div className="mt-3 grid gap-3">
        {decisions.length ? (
          <ul className="grid list-disc gap-1 pl-5">
            {decisions.map((line, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-1">
          <p className="text-muted-foreground">Its template’s words, which do not answer what they wrote:</p>
          <blockquote className="grid gap-1 border-l-2 pl-3">
            <p className="font-medium [overflow-wrap:anywhere]">{draft.template_subject}</p>
            <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{draft.template_text}</p>
          </blockquote>
        </div>
      </div>
    </details>
  )
}
