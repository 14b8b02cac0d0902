import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TestBenchRunList } from '@/shared/schemas/test-bench'
import { apiRequest } from '@/client/lib/api-client'
import { testBenchKeys } from './query-keys'

export function getTestRuns(agentId: string | null): Promise<TestBenchRunList> {
  return apiRequest<TestBenchRunList>('GET', `/api/test-bench/runs${agentId ? `?agentId=${encodeURIComponent(agentId)}` : ''}`)
}

export function testRunsQueryOptions(agentId: string | null) {
  return queryOptions({ queryKey: testBenchKeys.runs(agentId), queryFn: () => getTestRuns(agentId) })
}

/** The latest test runs and how many e-mails a new one would replay now. */
export function useTestRuns(agentId: string | null) {
  return useQuery(testRunsQueryOptions(agentId))
}
