import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SettingVersion } from '@/shared/ai/setting-versions'
import { apiRequest } from '@/client/lib/api-client'
import { settingVersionKeys } from './query-keys'

export async function getSettingVersions(agentId: string | null): Promise<SettingVersion[]> {
  const query = agentId ? `?agentId=${encodeURIComponent(agentId)}` : ''
  return (await apiRequest<{ versions: SettingVersion[] }>('GET', `/api/ai/versions${query}`)).versions
}

export function settingVersionsQueryOptions(agentId: string | null) {
  return queryOptions({ queryKey: settingVersionKeys.list(agentId), queryFn: () => getSettingVersions(agentId) })
}

/** The latest versions, newest first: the company's, or those that touched the agent. */
export function useSettingVersions(agentId: string | null) {
  return useQuery(settingVersionsQueryOptions(agentId))
}
