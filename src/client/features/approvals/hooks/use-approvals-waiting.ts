import { useApprovalsSummary } from '../api/get-approvals-summary'

/** The navigation's count of drafts waiting for review; null until known or when it cannot be read. */
export function useApprovalsWaiting(): number | null {
  return useApprovalsSummary().data?.awaiting ?? null
}
