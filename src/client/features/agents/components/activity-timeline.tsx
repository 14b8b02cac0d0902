import { Link } from 'react-router'
import type { AgentRun } from '@/shared/schemas/agents'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { paths } from '@/client/config/paths'
import { RunWriting } from './run-writing'

const STATUS = {
  succeeded: { label: 'Done', variant: 'success' },
  waiting: { label: 'Waiting', variant: 'muted' },
  failed: { label: 'Failed', variant: 'outline' },
} as const

/**
 * The agent's runs, newest first: what it did, what woke it, and on demand how it decided and with which inputs. A list
 * of cards at every width, so nothing scrolls sideways on a phone (docs/decisions/096).
 */
export function ActivityTimeline({ runs, label = 'Activity', openRunId }: { runs: AgentRun[]; label?: string; openRunId?: string }) {
  return (
    <ol className="grid gap-3" aria-label={label}>
      {runs.map((run) => (
        <li key={run.id} className="grid gap-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={STATUS[run.status].variant}>{STATUS[run.status].label}</Badge>
            <span className="font-mono text-xs break-words text-muted-foreground">{run.trigger}</span>
            {run.depth > 0 ? (
              <span className="text-xs text-muted-foreground">signal, step {run.depth} of its chain</span>
            ) : (
              <span className="text-xs text-muted-foreground">event</span>
            )}
            <RelativeTime value={run.finished_at ?? run.created_at} className="ml-auto text-xs text-muted-foreground" />
          </div>
          <p className="text-sm font-medium">{run.status === 'waiting' ? 'Waiting until the agent is activated' : run.summary}</p>
          {run.error ? <p className="text-sm text-danger">{run.error}</p> : null}
          {run.steps?.length || run.inputs ? (
            <details className="text-sm" open={run.id === openRunId ? true : undefined}>
              <summary className="cursor-pointer text-muted-foreground">How it decided</summary>
              {run.steps?.length ? (
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {run.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              ) : null}
              {run.inputs ? (
                <dl className="mt-2 grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                  {Object.entries(run.inputs).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="font-mono break-words text-muted-foreground">{key}</dt>
                      <dd className="break-words">
                        {/* The person the run wrote to: their contact's page (docs/decisions/128-conversations.md). */}
                        {key === 'email' && typeof value === 'string' ? (
                          <Link to={paths.contactByAddress.getHref(value)} className="text-primary underline underline-offset-4">
                            {value}
                          </Link>
                        ) : value === null ? (
                          '—'
                        ) : (
                          String(value)
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {run.writing ? <RunWriting writing={run.writing} /> : null}
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
