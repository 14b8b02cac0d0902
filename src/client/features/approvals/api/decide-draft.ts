import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApproveDraftInput, rejectDraftSchema } from '@/shared/ai/draft'
import type { ApprovalDecision, EditCheck } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export function approveDraft(draftId: string, input: ApproveDraftInput) {
  return apiRequest<ApprovalDecision>('POST', `/api/approvals/${encodeURIComponent(draftId)}/approve`, input)
}

/** What the reviewer's text would send that the draft's facts do not stand behind: a warning before approving. */
export function checkEdit(draftId: string, input: ApproveDraftInput) {
  return apiRequest<EditCheck>('POST', `/api/approvals/${encodeURIComponent(draftId)}/check`, input)
}

/** The reason, and whether it teaches the agent's guide and sends the playbook's e-mail instead (both optional). */
export type RejectDraftRequest = z.input<typeof rejectDraftSchema>

export function rejectDraft(draftId: string, input: RejectDraftRequest) {
  return apiRequest<ApprovalDecision>('POST', `/api/approvals/${encodeURIComponent(draftId)}/reject`, input)
}

/** Approves (and sends) or rejects a waiting draft; the inbox and the count refresh whatever the answer. */
export function useDecideDraft(draftId: string) {
  const queryClient = useQueryClient()
  const onSettled = () => queryClient.invalidateQueries({ queryKey: approvalKeys.all })
  return {
    approve: useMutation({ mutationFn: (input: ApproveDraftInput) => approveDraft(draftId, input), onSettled }),
    reject: useMutation({ mutationFn: (input: RejectDraftRequest) => rejectDraft(draftId, input), onSettled }),
  }
}
