import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateCompanyAiInput } from '@/shared/ai/settings'
import { apiRequest } from '@/client/lib/api-client'
import { aiSettingsKeys } from './query-keys'

export function saveCompanyModel(input: UpdateCompanyAiInput) {
  return apiRequest<unknown>('PUT', '/api/company/ai', input)
}

export function removeCompanyModel() {
  return apiRequest<unknown>('DELETE', '/api/company/ai')
}

/**
 * PUT sets the company's own model (the key is kept when none is given); null removes it, so the server's model, if
 * any, writes again. Who writes changes with it, so the page and the dashboard read the settings again
 * before the save counts as done (the answer is not relied on).
 */
export function useSaveCompanyModel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateCompanyAiInput | null) => (input ? saveCompanyModel(input) : removeCompanyModel()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiSettingsKeys.all }),
  })
}
