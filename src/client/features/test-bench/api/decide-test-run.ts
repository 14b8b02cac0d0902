import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { apiRequest } from '@/client/lib/api-client'
import { testBenchKeys } from './query-keys'

export type RunDecision = 'apply' | 'discard'

export function decideTestRun(runId: string, decision: RunDecision): Promise<TestBenchRunDetail> {
  return apiRequest<TestBenchRunDetail>('POST', `/api/test-bench/runs/${encodeURIComponent(runId)}/${decision}`)
}

/**
 * Applies or discards a run. Applying changes the model, the knowledge, the voice or a style guide, which other
 * features show, and leaves a version: every query is read again rather than each key named here.
 */
export function useDecideTestRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ runId, decision }: { runId: string; decision: RunDecision }) => decideTestRun(runId, decision),
    onSuccess: (run, { decision }) => {
      queryClient.setQueryData(testBenchKeys.run(run.id), run)
      return decision === 'apply' ? queryClient.invalidateQueries() : queryClient.invalidateQueries({ queryKey: testBenchKeys.all })
    },
  })
}
