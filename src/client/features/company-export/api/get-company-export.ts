import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyExport } from '@/shared/schemas/company-export'
import { apiRequest } from '@/client/lib/api-client'
import { companyExportKeys } from './query-keys'

// Read again every second while the archive is being written: the server saves its progress every few thousand rows
// (docs/decisions/102-company-export.md), and the bar should move while the browser downloads.
const POLL_MS = 1000

export function getCompanyExport(id: string) {
  return apiRequest<CompanyExport>('GET', `/api/company/exports/${encodeURIComponent(id)}`)
}

/** True while the export may still change: not yet downloaded, or being written. */
export function isExportUnderWay(companyExport: CompanyExport | undefined): boolean {
  return companyExport?.status === 'ready' || companyExport?.status === 'running'
}

export function companyExportQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyExportKeys.detail(id),
    queryFn: () => getCompanyExport(id),
    refetchInterval: (query) => (isExportUnderWay(query.state.data) ? POLL_MS : false),
  })
}

export function useCompanyExport(id: string) {
  return useQuery(companyExportQueryOptions(id))
}
