import type { ApprovalsFilterParams, InboxStatus } from '@/shared/schemas/approvals'

// Every approvals query sits under `all`: a decision, or the live stream's notice that a draft changed, refreshes the
// inbox, the open draft and the navigation's count together.
export const approvalKeys = {
  all: ['approvals'] as const,
  summary: () => [...approvalKeys.all, 'summary'] as const,
  list: (status: InboxStatus, filter: ApprovalsFilterParams = {}) => [...approvalKeys.all, 'list', status, filter] as const,
  counts: (filter: ApprovalsFilterParams = {}) => [...approvalKeys.all, 'counts', filter] as const,
  detail: (draftId: string) => [...approvalKeys.all, 'detail', draftId] as const,
}
