import { Pause, Play } from 'lucide-react'
import type { Agent } from '@/shared/schemas/agents'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/cn'

type AgentStatusButtonProps = {
  agent: Agent
  onToggle: (agent: Agent) => void
  pending: boolean
  className?: string
}

/** Pause for an active agent, Activate for a waiting one; its name is in the label, as several sit on one page. */
export function AgentStatusButton({ agent, onToggle, pending, className }: AgentStatusButtonProps) {
  const active = agent.status === 'active'
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => onToggle(agent)}
      aria-label={`${active ? 'Pause' : 'Activate'} ${agent.name}`}
      className={cn('shrink-0', className)}
    >
      {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {active ? 'Pause' : 'Activate'}
    </Button>
  )
}
