import type { Agent } from '@/shared/schemas/agents'

export type StatusFilter = 'all' | 'active' | 'waiting'

/** The dashboard shows Active, or Waiting for pending and paused agents (docs/product.md#dashboard). */
export function getStatusLabel(status: Agent['status']): 'Active' | 'Waiting' {
  return status === 'active' ? 'Active' : 'Waiting'
}

/** Health colour: 90 or above green, 70 to 89 yellow, below 70 red (docs/product.md#dashboard). */
export function getHealthTone(health: number): 'good' | 'fair' | 'poor' {
  if (health >= 90) return 'good'
  if (health >= 70) return 'fair'
  return 'poor'
}

export function filterAgents(agents: Agent[], filter: StatusFilter): Agent[] {
  if (filter === 'all') return agents
  return agents.filter((agent) => (filter === 'active') === (agent.status === 'active'))
}
