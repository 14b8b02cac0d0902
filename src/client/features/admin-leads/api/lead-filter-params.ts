import type { LeadFilters } from '@/shared/schemas/admin-leads'

/** The filters as a query string: the API's names, the empty ones left out. */
export function toLeadFilterParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  return params
}
