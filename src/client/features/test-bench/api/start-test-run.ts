import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StartTestBenchInput, TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { apiRequest } from '@/client/lib/api-client'
import { testBenchKeys } from './query-keys'

export function startTestRun(input: StartTestBenchInput): Promise<TestBenchRunDetail> {
  return apiRequest<TestBenchRunDetail>('POST', '/api/test-bench/runs', input)
}

/** Starts a run; the list is read again, and the new run is shown from its answer. */
export function useStartTestRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startTestRun,
    onSuccess: (run) => {
      queryClient.setQueryData(testBenchKeys.run(run.id), run)
      return queryClient.invalidateQueries({ queryKey: testBenchKeys.all })
    },
  })
}
