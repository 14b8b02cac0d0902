import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanySource } from '@/shared/schemas/admin-handover'
import { apiRequest } from '@/client/lib/api-client'
import { companySourceKeys } from './query-keys'

export function getCompanySource() {
  return apiRequest<CompanySource>('GET', '/api/company/source')
}

export function companySourceQueryOptions() {
  // Where a company came from never changes.
  return queryOptions({ queryKey: companySourceKeys.all, queryFn: getCompanySource, staleTime: Infinity })
}

/** The lead AgentWorks set the company up from (docs/product.md#back-office); null for a company its owner registered. */
export function useCompanySource() {
  return useQuery(companySourceQueryOptions())
}
