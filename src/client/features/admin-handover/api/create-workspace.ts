import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatedWorkspace, CreateWorkspaceInput } from '@/shared/schemas/admin-handover'
import { apiRequest } from '@/client/lib/api-client'
import { adminHandoverKeys } from './query-keys'

export function createWorkspace(leadId: string, input: CreateWorkspaceInput) {
  return apiRequest<CreatedWorkspace>('POST', `/api/admin/leads/${encodeURIComponent(leadId)}/workspace`, input)
}

/** Creates the lead's workspace and invites its owner; the answer is the hand-over as it now stands. */
export function useCreateWorkspace(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateWorkspaceInput) => createWorkspace(leadId, input),
    onSuccess: ({ delivery: _delivery, ...handover }) => queryClient.setQueryData(adminHandoverKeys.lead(leadId), handover),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminHandoverKeys.lead(leadId) }),
  })
}
