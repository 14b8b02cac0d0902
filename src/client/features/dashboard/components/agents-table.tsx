import { formatDistanceToNow } from 'date-fns'
import { Pause, Play } from 'lucide-react'
import { Link } from 'react-router'
import type { Agent } from '@/shared/schemas/agents'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { getHealthTone, getStatusLabel } from '../lib/agent-display'

const HEALTH_CLASS = { good: 'text-success', fair: 'text-amber-700 dark:text-amber-400', poor: 'text-danger' } as const

type AgentsTableProps = {
  agents: Agent[]
  /** Absent for sample rows: they have nothing on the server to pause. */
  onToggle?: (agent: Agent) => void
  pendingId?: string
}

/** 'Active Agents & Status' (spec 000 §2 /dashboard, §9 health colours). */
export function AgentsTable({ agents, onToggle, pendingId }: AgentsTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="bg-muted/60 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Agent</th>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Health</th>
            <th scope="col" className="px-3 py-2 font-medium">Last activity</th>
            <th scope="col" className="px-3 py-2 font-medium">Signals sent / received</th>
            <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {agents.map((agent) => {
            const active = agent.status === 'active'
            return (
              <tr key={agent.id} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="flex items-center gap-3">
                    <AgentAvatar catalogueId={agent.catalogue_id} className="size-8" />
                    <span className="grid">
                      {onToggle ? (
                        <Link to={paths.agentDetail.getHref(agent.id)} className="font-medium underline-offset-4 hover:underline">
                          {agent.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{agent.name}</span>
                      )}
                      <span className="text-xs text-muted-foreground">{agent.display_name}</span>
                    </span>
                  </span>
                </th>
                <td className="px-3 py-2">{agent.agent_type}</td>
                <td className="px-3 py-2">
                  <Badge variant={active ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
                </td>
                <td className={cn('px-3 py-2 font-medium', HEALTH_CLASS[getHealthTone(agent.health)])}>{agent.health}%</td>
                <td className="px-3 py-2 text-muted-foreground">
                  {agent.last_activity ? formatDistanceToNow(new Date(agent.last_activity), { addSuffix: true }) : 'No activity yet'}
                </td>
                <td className="px-3 py-2">
                  {agent.signals_sent} / {agent.signals_received}
                </td>
                <td className="px-3 py-2 text-right">
                  {onToggle ? (
                    <Button variant="outline" size="sm" disabled={pendingId === agent.id} onClick={() => onToggle(agent)} aria-label={`${active ? 'Pause' : 'Activate'} ${agent.name}`}>
                      {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                      {active ? 'Pause' : 'Activate'}
                    </Button>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
