import { formatDistanceToNow } from 'date-fns'
import { Pause, Play } from 'lucide-react'
import { Link } from 'react-router'
import type { Agent } from '@/shared/schemas/agents'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { getHealthTone, getStatusLabel } from '../lib/agent-display'

const HEALTH_CLASS = { good: 'text-success', fair: 'text-amber-700 dark:text-amber-400', poor: 'text-danger' } as const

type AgentsTableProps = {
  agents: Agent[]
  /** Absent for sample rows: they have nothing on the server to pause. */
  onToggle?: (agent: Agent) => void
  /** False for a member: only the owner pauses or activates (docs/decisions/082-roles.md). */
  canToggle?: boolean
  pendingId?: string
}

/** 'Active Agents & Status', health coloured (docs/product.md#dashboard). */
export function AgentsTable({ agents, onToggle, canToggle = true, pendingId }: AgentsTableProps) {
  return (
    <Table className="min-w-[48rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Agent</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Health</TableHead>
          <TableHead>Last activity</TableHead>
          <TableHead>Signals sent / received</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {agents.map((agent) => {
          const active = agent.status === 'active'
          return (
            <TableRow key={agent.id}>
              <TableHead scope="row" className="font-normal">
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
              </TableHead>
              <TableCell>{agent.agent_type}</TableCell>
              <TableCell>
                <Badge variant={active ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
              </TableCell>
              <TableCell className={cn('font-medium', HEALTH_CLASS[getHealthTone(agent.health)])}>{agent.health}%</TableCell>
              <TableCell className="text-muted-foreground">
                {agent.last_activity ? formatDistanceToNow(new Date(agent.last_activity), { addSuffix: true }) : 'No activity yet'}
              </TableCell>
              <TableCell>
                {agent.signals_sent} / {agent.signals_received}
              </TableCell>
              <TableCell className="text-right">
                {onToggle && canToggle ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pendingId === agent.id}
                    onClick={() => onToggle(agent)}
                    aria-label={`${active ? 'Pause' : 'Activate'} ${agent.name}`}
                  >
                    {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                    {active ? 'Pause' : 'Activate'}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
