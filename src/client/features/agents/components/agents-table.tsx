import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { getStatusLabel } from '../lib/agent-display'
import { AgentCards, type AgentsListProps } from './agent-cards'
import { AgentHealth } from './agent-health'
import { AgentName } from './agent-name'
import { AgentStatusButton } from './agent-status-button'

/**
 * 'Active Agents & Status', health coloured (docs/product.md#dashboard): a table from 640 px, a list of cards below it,
 * where a table would scroll sideways and hide Pause (docs/decisions/096). Only one of the two is displayed.
 */
export function AgentsTable(props: AgentsListProps) {
  const { agents, onToggle, canToggle = true, pendingId } = props
  return (
    <>
      <AgentCards {...props} className="sm:hidden" />
      <Table containerClassName="hidden sm:block" aria-label="Agents">
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
          {agents.map((agent) => (
            <TableRow key={agent.id}>
              <TableHead scope="row" className="font-normal">
                <span className="flex items-center gap-3">
                  <AgentAvatar catalogueId={agent.catalogue_id} className="size-8" />
                  <span className="grid">
                    <AgentName agent={agent} linked={Boolean(onToggle)} />
                    <span className="text-xs text-muted-foreground">{agent.display_name}</span>
                  </span>
                </span>
              </TableHead>
              <TableCell>{agent.agent_type}</TableCell>
              <TableCell>
                <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
              </TableCell>
              <TableCell>
                <AgentHealth health={agent.health} />
              </TableCell>
              <TableCell className="text-muted-foreground">
                {agent.last_activity ? <RelativeTime value={agent.last_activity} /> : 'No activity yet'}
              </TableCell>
              <TableCell>
                {agent.signals_sent} / {agent.signals_received}
              </TableCell>
              <TableCell className="text-right">
                {onToggle && canToggle ? <AgentStatusButton agent={agent} onToggle={onToggle} pending={pendingId === agent.id} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
