import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'

export function restoreSettingVersion(versionId: string): Promise<unknown> {
  return apiRequest<unknown>('POST', `/api/ai/versions/${encodeURIComponent(versionId)}/restore`)
}

/** Restores a version: the settings it holds change again, which other features show, so every query is read again. */
export function useRestoreSettingVersion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreSettingVersion, onSuccess: () => queryClient.invalidateQueries() })
}
