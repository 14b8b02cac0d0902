import { Link } from 'react-router'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { paths } from '@/client/config/paths'

/**
 * One message per person (docs/decisions/127-one-message-per-person.md): the other agents' messages this e-mail also
 * carries, each linked to its run; or, for a message that joined another e-mail, the e-mail that carries it.
 */
export function JoinedMessages({ draft }: { draft: ApprovalDetail }) {
  if (draft.merged_into)
    return (
      <p className="rounded-md border bg-muted/40 p-3 text-sm">
        This message joined another e-mail to {draft.to}, so they get one message from you.{' '}
        <Link to={paths.approvalDetail.getHref(draft.merged_into)} className="text-primary underline underline-offset-4">
          Open that e-mail
        </Link>
      </p>
    )
  if (draft.joined.length === 0) return null
  return (
    <section aria-labelledby="joined-heading" className="rounded-md border bg-muted/40 p-3 text-sm">
      <h2 id="joined-heading" className="font-medium">
        One e-mail for {draft.joined.length + 1} messages
      </h2>
      <p className="mt-1 text-muted-foreground">
        {draft.to} gets one e-mail from you: it also carries what {draft.joined.length === 1 ? 'this agent' : 'these agents'} wanted to say.
      </p>
      <ul className="mt-2 space-y-1">
        {draft.joined.map((part) => (
          <li key={part.run_id}>
            {part.agent.name}: {part.subject} ·{' '}
            <Link
              to={paths.agentDetail.getHref(part.agent.id, part.run_id)}
              className="text-primary underline underline-offset-4"
              aria-label={`Open ${part.agent.name}'s run`}
            >
              Open the run
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
