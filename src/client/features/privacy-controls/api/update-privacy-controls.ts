import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PrivacySettings, UpdatePrivacyControlsInput } from '@/shared/schemas/privacy'
import { apiRequest } from '@/client/lib/api-client'
import { privacySettingsKeys } from './query-keys'

export function updatePrivacyControls(input: UpdatePrivacyControlsInput) {
  return apiRequest<PrivacySettings>('PATCH', '/api/company/privacy', input)
}

/**
 * Saves the owner's change of one or more controls. The answer (the controls and the history with this change) goes
 * straight into the cache; a refetch after it settles keeps two quick saves of different switches in order.
 */
export function useUpdatePrivacyControls() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrivacyControls,
    onSuccess: (settings) => queryClient.setQueryData(privacySettingsKeys.all, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacySettingsKeys.all }),
  })
}
