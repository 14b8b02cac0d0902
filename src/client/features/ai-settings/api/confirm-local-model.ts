import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { apiRequest } from '@/client/lib/api-client'
import { privacySettingsKeys } from '@/client/features/privacy-controls/api/query-keys'
import { aiSettingsKeys } from './query-keys'

export function confirmLocalModel(host: string) {
  return apiRequest<CompanyAiSettings>('PUT', '/api/company/ai/local-confirmation', { host })
}

export function withdrawLocalModel() {
  return apiRequest<CompanyAiSettings>('DELETE', '/api/company/ai/local-confirmation')
}

/**
 * The owner's word that the company runs its model's host, or has a data processing agreement for it; null withdraws
 * it (docs/decisions/122-local-processing-that-means-it.md). Who writes changes with it, and the privacy history
 * records it, so both are read again.
 */
export function useConfirmLocalModel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (host: string | null) => (host ? confirmLocalModel(host) : withdrawLocalModel()),
    // Saving ends once the AI settings are read again (the checkbox then shows the server's state); the privacy
    // history refreshes on its own, so a second click is not held up by it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: privacySettingsKeys.all })
      return queryClient.invalidateQueries({ queryKey: aiSettingsKeys.all })
    },
  })
}
