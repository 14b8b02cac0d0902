import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import { apiRequest } from '@/client/lib/api-client'
import { companyWebhookKeys } from './query-keys'

export function sendTestEvent() {
  return apiRequest<WebhookDelivery>('POST', '/api/company/webhook/test')
}

/** Queues a test event to the saved URL; the log is read again, and keeps reading while the attempt is due. */
export function useSendTestEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyWebhookKeys.deliveries }),
  })
}
