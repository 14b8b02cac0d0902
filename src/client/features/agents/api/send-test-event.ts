import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AcceptedEvent } from '@/shared/schemas/events'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

/** Posts a real lead.created event through POST /api/events (the same endpoint n8n uses), as the signed-in user. */
export async function sendTestEvent() {
  // The examples of every event type are loaded on the first test event, not with the dashboard.
  const { getExampleEvent } = await import('@/shared/agents/event-examples')
  const suffix = Date.now().toString(36)
  return apiRequest<AcceptedEvent>('POST', '/api/events', { type: 'lead.created', data: getExampleEvent('lead.created', 0, suffix) })
}

export function useSendTestEvent() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: sendTestEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }) })
}
