import { queryOptions, useQuery } from '@tanstack/react-query'
import type { N8nDelivery, N8nStatus } from '@/shared/backoffice/n8n'
import { apiRequest } from '@/client/lib/api-client'
import { adminN8nKeys } from './query-keys'

// Read again every few seconds while a delivery's attempt is due within the minute (a lead that just arrived, a retry
// seconds away), so its outcome shows without a reload; retries hours away are not waited for.
const POLL_MS = 3000
const SOON_MS = 60_000

export function getN8nStatus() {
  return apiRequest<N8nStatus>('GET', '/api/admin/n8n')
}

/** True when a delivery waits for an attempt within the next minute. */
export function hasAttemptDueSoon(deliveries: N8nDelivery[], now = Date.now()): boolean {
  return deliveries.some(
    (delivery) =>
      delivery.status === 'pending' && (delivery.next_attempt_at === null || new Date(delivery.next_attempt_at).getTime() - now < SOON_MS),
  )
}

export function n8nStatusQueryOptions() {
  return queryOptions({
    queryKey: adminN8nKeys.all,
    queryFn: getN8nStatus,
    refetchInterval: (query) => (hasAttemptDueSoon(query.state.data?.deliveries ?? []) ? POLL_MS : false),
  })
}

export function useN8nStatus() {
  return useQuery(n8nStatusQueryOptions())
}
