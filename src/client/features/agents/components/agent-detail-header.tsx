import type { ReactNode } from 'react'
import type { Agent } from '@/shared/schemas/agents'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { getStatusLabel } from '../lib/agent-display'
import { AgentHealth } from './agent-health'
import { AgentStatusButton } from './agent-status-button'

type AgentDetailHeaderProps = {
  agent: Agent
  waiting: number
  /** Absent for a member: only the owner pauses or activates (docs/decisions/082-roles.md). */
  onToggle?: (agent: Agent) => void
  pending: boolean
}

/**
 * The page's own heading (docs/decisions/095): avatar, the agent's name as the h1 with its status, its role, Pause or
 * Activate, and the figures beneath in a grid that starts at the avatar's edge, two columns on a phone.
 */
export function AgentDetailHeader({ agent, waiting, onToggle, pending }: AgentDetailHeaderProps) {
  const stats: { label: string; value: ReactNode; note?: string }[] = [
    // Its runs' health, as the chart below shows it; drafts waiting for review are their own figure (decision 121).
    { label: 'Health', value: <AgentHealth health={agent.health} /> },
    { label: 'Last activity', value: agent.last_activity ? <RelativeTime value={agent.last_activity} /> : 'No activity yet' },
    { label: 'Signals sent / received', value: `${agent.signals_sent} / ${agent.signals_received}` },
    { label: 'Runs waiting', value: String(waiting) },
    { label: 'Drafts waiting for review', value: String(agent.awaiting_approvals) },
  ]
  return (
    <header className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <AgentAvatar catalogueId={agent.catalogue_id} className="size-16" />
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-title font-semibold">{agent.name}</h1>
              <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {agent.display_name} · {agent.agent_type}
            </p>
          </div>
        </div>
        {onToggle ? (
          <AgentStatusButton agent={agent} onToggle={onToggle} pending={pending} />
        ) : (
          <p className="max-w-56 text-sm text-muted-foreground">Only the owner can pause or activate agents.</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="grid content-start gap-1 rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-sm font-medium">{stat.value}</dd>
            {stat.note ? <dd className="text-xs text-muted-foreground">{stat.note}</dd> : null}
          </div>
        ))}
      </dl>
    </header>
  )
}
