import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateMoneyBudgetInput } from '@/shared/ai/money-budget'
import { apiRequest } from '@/client/lib/api-client'
import { aiSettingsKeys } from './query-keys'

// The workspace banner's key (features/ai-status/api/get-ai-status.ts): a budget raised or removed ends its notice. A
// feature does not import another, hence the copy.
const AI_STATUS_KEY = ['ai-status'] as const

export function saveMoneyBudget(input: UpdateMoneyBudgetInput) {
  return apiRequest<unknown>('PUT', '/api/company/ai/money-budget', input)
}

/**
 * The owner's monthly budget in money; null removes it. Who writes, the costs page and the banner change with it, so
 * all three are read again before the save counts as done.
 */
export function useSaveMoneyBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMoneyBudget,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: AI_STATUS_KEY }),
      ]),
  })
}
