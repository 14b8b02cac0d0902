import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@/shared/schemas/auth'
import type { CompanyErasure } from '@/shared/schemas/company-erasure'
import { apiRequest } from '@/client/lib/api-client'
import { companyErasureKeys } from './query-keys'

export function getCompanyErasure() {
  return apiRequest<CompanyErasure>('GET', '/api/company/erasure')
}

export function companyErasureQueryOptions(user: Pick<User, 'company_id'>) {
  return queryOptions({
    queryKey: companyErasureKeys.all,
    queryFn: getCompanyErasure,
    // The erasure is the company's: a user without one has none.
    enabled: Boolean(user.company_id),
    // Scheduled days ahead: the workspace's pages need not ask again on every visit.
    staleTime: 5 * 60_000,
  })
}

export function useCompanyErasure(user: Pick<User, 'company_id'>) {
  return useQuery(companyErasureQueryOptions(user))
}
