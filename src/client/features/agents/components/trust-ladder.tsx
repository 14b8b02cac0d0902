import { useId } from 'react'
import { Link } from 'react-router'
import type { Agent } from '@/shared/schemas/agents'
import { TRUST_LEVEL_LABELS, TRUST_LEVELS, type TrustLevel, type TrustView } from '@/shared/schemas/trust-ladder'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useSetTrustLevel, useTrustView } from '../api/trust-ladder'
import { TrustEvidenceList } from './trust-evidence'
import { TrustHistory } from './trust-history'

const MEANING: Record<TrustLevel, string> = {
  shadow: 'Writes and checks its e-mails but never sends them. You can read them on each run and contact.',
  review: 'Each e-mail waits in Approvals for a person before it is sent.',
  autopilot: 'Sends its e-mails on its own.',
}

/** The latest change, when the product made it and the agent is still where it left it: the owner's note. */
const automaticDemotion = (view: TrustView) => {
  const latest = view.changes[0]
  return latest?.automatic && latest.to_level === view.level ? latest : null
}

/**
 * The agent's trust ladder (docs/decisions/130-trust-ladder.md): Shadow, Review or Autopilot. The owner moves it, sees
 * the evidence beside a suggestion to move to Autopilot, why the product moved it back, and every change; a member
 * sees the level.
 */
export function TrustLadder({ agent, isOwner }: { agent: Agent; isOwner: boolean }) {
  const id = useId()
  const view = useTrustView(agent.id, isOwner)
  const setLevel = useSetTrustLevel(agent.id)
  const level = setLevel.isPending && setLevel.variables ? setLevel.variables : agent.trust_level
  const moveTo = (next: TrustLevel) =>
    setLevel.mutate(next, {
      onSuccess: () => toast({ title: `${agent.name} is now in ${TRUST_LEVEL_LABELS[next]}` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: getErrorMessage(error, 'The change failed') }),
    })
  const waiting = agent.awaiting_approvals
  const note = view.data ? automaticDemotion(view.data) : null

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Trust level: {TRUST_LEVEL_LABELS[level]}
      </h2>
      <p className="text-sm text-muted-foreground">
        {MEANING[level]}
        {isOwner ? null : ' Only the owner can change this.'}
      </p>
      {waiting > 0 ? (
        <p className="text-sm">
          {waiting === 1 ? '1 draft waiting' : `${waiting} drafts waiting`}:{' '}
          <Link to={paths.approvals.getHref()} className="text-primary underline underline-offset-4 hover:no-underline">
            open Approvals
          </Link>
        </p>
      ) : null}
      {note ? (
        <p role="status" className="rounded-md border border-l-4 border-l-primary bg-muted p-3 text-sm">
          {agent.name} was moved back to {TRUST_LEVEL_LABELS[note.to_level]}: {note.reason}
        </p>
      ) : null}
      {isOwner ? (
        <>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Move to another level">
            {TRUST_LEVELS.filter((each) => each !== level).map((each) => (
              <Button key={each} variant="outline" size="sm" disabled={setLevel.isPending} onClick={() => moveTo(each)}>
                Move to {TRUST_LEVEL_LABELS[each]}
              </Button>
            ))}
          </div>
          {view.isPending ? (
            <Skeleton className="h-24" aria-label="Loading the evidence" />
          ) : view.isError ? (
            <LoadError what="the evidence" message={view.error.message} onRetry={() => void view.refetch()} />
          ) : (
            <>
              {view.data.level === 'review' ? (
                <div className="grid gap-2">
                  <h3 className="text-sm font-semibold">Evidence for Autopilot</h3>
                  <TrustEvidenceList evidence={view.data.evidence} />
                  {view.data.suggest_autopilot ? (
                    <div className="grid gap-2 rounded-md border border-success bg-success-muted p-3 text-sm sm:flex sm:items-center sm:justify-between">
                      <p>The evidence holds: {agent.name} could send on its own.</p>
                      <Button size="sm" disabled={setLevel.isPending} onClick={() => moveTo('autopilot')}>
                        Move to Autopilot
                      </Button>
                    </div>
                  ) : null}
                </div>
              ) : null}
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">Changes</h3>
                <TrustHistory changes={view.data.changes} />
              </div>
            </>
          )}
        </>
      ) : null}
    </section>
  )
}
