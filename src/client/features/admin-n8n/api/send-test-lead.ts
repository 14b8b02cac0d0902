import { useMutation } from '@tanstack/react-query'
import type { N8nTestResult } from '@/shared/backoffice/n8n'
import { apiRequest } from '@/client/lib/api-client'

export function sendTestLead() {
  return apiRequest<N8nTestResult>('POST', '/api/admin/n8n/test')
}

/** Sends a signed sample lead to n8n now; the answer comes back with it. Nothing is stored, so nothing is refetched. */
export function useSendTestLead() {
  return useMutation({ mutationFn: sendTestLead })
}
