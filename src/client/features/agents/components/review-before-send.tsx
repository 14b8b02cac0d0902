import { useId } from 'react'
import { Link } from 'react-router'
import type { Agent } from '@/shared/schemas/agents'
import { Label } from '@/client/components/ui/label'
import { Switch } from '@/client/components/ui/switch'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useUpdateAgentReview } from '../api/update-agent-review'

/**
 * Review before send (docs/decisions/106-ai-writing.md, 127): on, every e-mail the agent writes waits in Approvals for a
 * person; off, the agent sends them on its own. Only the owner switches it; a member sees the state.
 */
export function ReviewBeforeSend({ agent, canChange }: { agent: Agent; canChange: boolean }) {
  const id = useId()
  const update = useUpdateAgentReview(agent.id)
  const checked = update.isPending && update.variables !== undefined ? update.variables : agent.review_before_send
  const waiting = agent.awaiting_approvals
  return (
    <section aria-labelledby={`${id}-label`} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-4">
        <Label id={`${id}-label`} htmlFor={id} className="text-base font-semibold">
          Review before send
        </Label>
        <Switch
          id={id}
          checked={checked}
          disabled={!canChange || update.isPending}
          aria-describedby={`${id}-description`}
          onCheckedChange={(next) =>
            update.mutate(next, {
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Not changed', description: getErrorMessage(error, 'The change failed') }),
            })
          }
        />
      </div>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {checked ? 'Drafts wait in Approvals for a person before they are sent.' : 'Sends on its own.'}
        {canChange ? null : ' Only the owner can change this.'}
      </p>
      {waiting > 0 ? (
        <p className="text-sm">
          {waiting === 1 ? '1 draft waiting' : `${waiting} drafts waiting`}:{' '}
          <Link to={paths.approvals.getHref()} className="text-primary underline underline-offset-4 hover:no-underline">
            open Approvals
          </Link>
        </p>
      ) : null}
    </section>
  )
}
