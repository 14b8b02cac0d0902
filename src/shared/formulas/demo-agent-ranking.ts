import type { DemoAgent } from '../agents/demo-catalogue'

/** A demo agent with its ranking points (docs/product.md#agent-ranking). */
export type RankedDemoAgent = DemoAgent & { points: number }

/** The priority department each agent answers to (docs/product.md#agent-ranking). */
const DEPARTMENT_AGENT: Record<string, { agentId: DemoAgent['id']; points: number }> = {
  'Customer Support': { agentId: 'customer-support', points: 10 },
  Sales: { agentId: 'sales-assistant', points: 10 },
  Marketing: { agentId: 'content-creator', points: 10 },
  Operations: { agentId: 'workflow-automator', points: 8 },
}
const TOOL_POINTS = 5
export const RANKED_DEMO_AGENT_COUNT = 4

function matchesIntegration(tool: string, integration: string): boolean {
  const a = tool.trim().toLowerCase()
  const b = integration.toLowerCase()
  return a.length > 0 && (a.includes(b) || b.includes(a))
}

/**
 * The demo impact report's agents, ranked by the visitor's priorities and tools (docs/product.md#agent-ranking, as
 * docs/decisions/021 reads it): +10 for a matching priority department, +8 to the workflow agent for
 * Operations, +5 per tool matching one of the agent's integrations (case-insensitive substring); by points, ties by
 * base priority (1 first); the top 4.
 */
export function rankDemoAgents(agents: readonly DemoAgent[], priorities: readonly string[], tools: readonly string[]): RankedDemoAgent[] {
  return agents
    .map((agent) => {
      let points = 0
      for (const priority of new Set(priorities)) {
        const rule = DEPARTMENT_AGENT[priority]
        if (rule?.agentId === agent.id) points += rule.points
      }
      for (const tool of new Set(tools)) {
        if (agent.integrations.some((integration) => matchesIntegration(tool, integration))) points += TOOL_POINTS
      }
      return { ...agent, points }
    })
    .sort((a, b) => b.points - a.points || a.priority - b.priority)
    .slice(0, RANKED_DEMO_AGENT_COUNT)
}
