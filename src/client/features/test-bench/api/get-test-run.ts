import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { apiRequest } from '@/client/lib/api-client'
import { testBenchKeys } from './query-keys'

/** While a run replays, its progress is read again each second: the worker writes it after every e-mail. */
export const RUNNING_REFRESH_MS = 1000

export function getTestRun(runId: string): Promise<TestBenchRunDetail> {
  return apiRequest<TestBenchRunDetail>('GET', `/api/test-bench/runs/${encodeURIComponent(runId)}`)
}

export function testRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: testBenchKeys.run(runId),
    queryFn: () => getTestRun(runId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_REFRESH_MS : false),
  })
}

export function useTestRun(runId: string) {
  return useQuery(testRunQueryOptions(runId))
}
