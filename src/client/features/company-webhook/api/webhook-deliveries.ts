import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { WebhookDeliveriesPage, WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import { apiRequest } from '@/client/lib/api-client'
import { companyWebhookKeys } from './query-keys'

// The log is read again every few seconds while an attempt is due soon (a test event just sent, a retry a few seconds
// out), so its outcome shows without a reload; otherwise it is cached like everything else (docs/decisions/093).
const POLL_MS = 2000
const SOON_MS = 60_000

export function getWebhookDeliveries(cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiRequest<WebhookDeliveriesPage>('GET', `/api/company/webhook/deliveries${query}`)
}

/** True when a delivery on the pages waits for an attempt within the next minute. */
export function hasAttemptDueSoon(deliveries: WebhookDelivery[], now = Date.now()): boolean {
  return deliveries.some(
    (delivery) =>
      delivery.status === 'pending' && (delivery.next_attempt_at === null || new Date(delivery.next_attempt_at).getTime() - now < SOON_MS),
  )
}

export function webhookDeliveriesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: companyWebhookKeys.deliveries,
    queryFn: ({ pageParam }) => getWebhookDeliveries(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval: (query) => (hasAttemptDueSoon(query.state.data?.pages.flatMap((page) => page.deliveries) ?? []) ? POLL_MS : false),
  })
}

export function useWebhookDeliveries() {
  return useInfiniteQuery(webhookDeliveriesQueryOptions())
}
