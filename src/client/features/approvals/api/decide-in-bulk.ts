import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkDecisionInput, BulkDecisionResult } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export function decideInBulk(input: BulkDecisionInput) {
  return apiRequest<BulkDecisionResult>('POST', '/api/approvals/bulk', input)
}

/** Approves the chosen drafts as written, or rejects them with one reason; the inbox and the counts refresh. */
export function useDecideInBulk() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideInBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  })
}
