import type { Agent } from '@/shared/schemas/agents'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { cn } from '@/client/lib/cn'
import { getStatusLabel } from '../lib/agent-display'
import { AgentHealth } from './agent-health'
import { AgentName } from './agent-name'
import { AgentStatusButton } from './agent-status-button'

export type AgentsListProps = {
  agents: Agent[]
  /** Absent for sample rows: they have nothing on the server to pause. */
  onToggle?: (agent: Agent) => void
  /** False for a member: only the owner pauses or activates (docs/decisions/082-roles.md). */
  canToggle?: boolean
  pendingId?: string
  className?: string
}

/** The agents table's columns as one card per agent, for screens under 640 px (docs/decisions/096). */
export function AgentCards({ agents, onToggle, canToggle = true, pendingId, className }: AgentsListProps) {
  return (
    <ul aria-label="Agents" className={cn('grid gap-3', className)}>
      {agents.map((agent) => (
        <li key={agent.id} className="grid gap-3 rounded-lg border bg-card p-4">
          <div className="flex items-center gap-3">
            <AgentAvatar catalogueId={agent.catalogue_id} className="size-10" />
            <div className="grid min-w-0 flex-1">
              <AgentName agent={agent} linked={Boolean(onToggle)} />
              <span className="text-xs text-muted-foreground">{agent.display_name}</span>
            </div>
            <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Type</dt>
              <dd>{agent.agent_type}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Health</dt>
              <dd>
                <AgentHealth health={agent.health} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Last activity</dt>
              <dd className="text-muted-foreground">
                {agent.last_activity ? <RelativeTime value={agent.last_activity} /> : 'No activity yet'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Signals sent / received</dt>
              <dd>
                {agent.signals_sent} / {agent.signals_received}
              </dd>
            </div>
          </dl>
          {onToggle && canToggle ? (
            <AgentStatusButton agent={agent} onToggle={onToggle} pending={pendingId === agent.id} className="w-full" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
