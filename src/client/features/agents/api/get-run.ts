import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentRun } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getRun(agentId: string, runId: string) {
  return apiRequest<AgentRun>('GET', `/api/agents/${encodeURIComponent(agentId)}/runs/${encodeURIComponent(runId)}`)
}

export function runQueryOptions(agentId: string, runId: string) {
  return queryOptions({ queryKey: agentKeys.run(agentId, runId), queryFn: () => getRun(agentId, runId) })
}

/** One of the agent's runs, however far back in its activity (GET /api/agents/:id/runs/:runId). */
export function useRun(agentId: string, runId: string) {
  return useQuery(runQueryOptions(agentId, runId))
}
