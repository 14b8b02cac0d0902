import type { LeadFilters } from '@/shared/schemas/admin-leads'

// Every back-office leads query sits under `all`: a staff action on a lead refreshes its page, the inbox's pages and
// the filter menus together (docs/decisions/081-query-keys.md).
export const adminLeadKeys = {
  all: ['admin-leads'] as const,
  lists: () => [...adminLeadKeys.all, 'list'] as const,
  list: (filters: LeadFilters) => [...adminLeadKeys.lists(), filters] as const,
  filterOptions: () => [...adminLeadKeys.all, 'filter-options'] as const,
  detail: (leadId: string) => [...adminLeadKeys.all, 'detail', leadId] as const,
}
