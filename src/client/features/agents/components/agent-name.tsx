import { Link } from 'react-router'
import type { Agent } from '@/shared/schemas/agents'
import { paths } from '@/client/config/paths'

/** The agent's name: a link to its page for a real agent, plain text for a sample one, which has no page. */
export function AgentName({ agent, linked }: { agent: Agent; linked: boolean }) {
  return linked ? (
    <Link to={paths.agentDetail.getHref(agent.id)} className="font-medium underline-offset-4 hover:underline">
      {agent.name}
    </Link>
  ) : (
    <span className="font-medium">{agent.name}</span>
  )
}
