import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateTokenBudgetInput } from '@/shared/ai/budget'
import { apiRequest } from '@/client/lib/api-client'
import { aiSettingsKeys } from './query-keys'

export function saveTokenBudget(input: UpdateTokenBudgetInput) {
  return apiRequest<unknown>('PUT', '/api/company/ai/budget', input)
}

/** The owner's monthly token budget; a budget reached or freed changes who writes, so the settings are read again. */
export function useSaveTokenBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTokenBudget,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiSettingsKeys.all }),
  })
}
