import { queryOptions, useQuery } from '@tanstack/react-query'
import { INITIAL_PROGRESS } from '@/shared/formulas/progress'
import type { User } from '@/shared/schemas/auth'
import type { Progress } from '@/shared/schemas/progress'
import { apiRequest } from '@/client/lib/api-client'
import { progressKeys } from './query-keys'
import { updateProgress } from './update-progress'

export function getProgress() {
  return apiRequest<Progress | null>('GET', '/api/onboarding/progress')
}

/**
 * When loading finds none for a user with a company, initial progress is created (docs/product.md#onboarding-progress).
 * Only "none yet" (`null`) triggers it: creating on a failure would overwrite real progress with 'welcome'.
 */
export async function getOrCreateProgress(companyId: string | null): Promise<Progress> {
  const progress = await getProgress()
  if (progress) return progress
  if (!companyId) throw new Error('No onboarding progress without a company')
  return updateProgress(INITIAL_PROGRESS)
}

export function progressQueryOptions(user: Pick<User, 'company_id'> | null | undefined) {
  return queryOptions({
    queryKey: progressKeys.all,
    queryFn: () => getOrCreateProgress(user?.company_id ?? null),
    // Progress is loaded only once there is a signed-in user.
    enabled: Boolean(user),
  })
}

export function useProgress(user: Pick<User, 'company_id'> | null | undefined) {
  return useQuery(progressQueryOptions(user))
}
