import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import type { rewriteDraftSchema } from '@/shared/schemas/draft-rewrite'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export type RewriteDraftRequest = z.input<typeof rewriteDraftSchema>

/** Sends a waiting draft back to be written again with the reviewer's note (docs/decisions/131-approvals-that-teach.md). */
export function rewriteDraft(draftId: string, input: RewriteDraftRequest) {
  return apiRequest<ApprovalDetail>('POST', `/api/approvals/${encodeURIComponent(draftId)}/rewrite`, input)
}

/** The draft's page shows it being written at once; the live stream brings the new text when the job has written it. */
export function useRewriteDraft(draftId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RewriteDraftRequest) => rewriteDraft(draftId, input),
    onSuccess: (draft) => queryClient.setQueryData(approvalKeys.detail(draftId), draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  })
}
