import type { Agent } from '@/shared/schemas/agents'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { SM_QUERY, useMediaQuery } from '@/client/hooks/use-media-query'
import { getStatusLabel } from '../lib/agent-display'
import { AgentHealth } from './agent-health'
import { AgentName } from './agent-name'

function AgentIdentity({ agent }: { agent: Agent }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <AgentAvatar catalogueId={agent.catalogue_id} className="size-8" />
      <span className="grid min-w-0">
        <AgentName agent={agent} linked />
        <span className="truncate text-xs text-muted-foreground">{agent.display_name}</span>
      </span>
    </span>
  )
}

function LastActivity({ agent }: { agent: Agent }) {
  return agent.last_activity ? <RelativeTime value={agent.last_activity} /> : <span>No activity yet</span>
}

/**
 * Every agent of the company: status and health as the dashboard shows them (docs/product.md#dashboard), last activity
 * and signals, each linking to its page. A table from 640 px, cards below (docs/decisions/092).
 */
export function AgentList({ agents }: { agents: Agent[] }) {
  const wide = useMediaQuery(SM_QUERY)
  if (!wide) {
    return (
      <ul aria-label="Agents" className="grid gap-3">
        {agents.map((agent) => (
          <li key={agent.id} className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <AgentIdentity agent={agent} />
              <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
              <div>
                <dt className="text-xs text-muted-foreground">Health</dt>
                <dd>
                  <AgentHealth health={agent.health} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Signals sent / received</dt>
                <dd>
                  {agent.signals_sent} / {agent.signals_received}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Last activity</dt>
                <dd>
                  <LastActivity agent={agent} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Table className="min-w-[40rem]" aria-label="Agents">
      <TableHeader>
        <TableRow>
          <TableHead>Agent</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Health</TableHead>
          <TableHead>Last activity</TableHead>
          <TableHead>Signals sent / received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {agents.map((agent) => (
          <TableRow key={agent.id}>
            <TableHead scope="row" className="font-normal">
              <AgentIdentity agent={agent} />
            </TableHead>
            <TableCell>{agent.agent_type}</TableCell>
            <TableCell>
              <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
            </TableCell>
            <TableCell>
              <AgentHealth health={agent.health} />
            </TableCell>
            <TableCell className="text-muted-foreground">
              <LastActivity agent={agent} />
            </TableCell>
            <TableCell>
              {agent.signals_sent} / {agent.signals_received}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
