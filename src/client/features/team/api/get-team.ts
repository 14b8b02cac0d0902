import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Team } from '@/shared/schemas/team'
import { apiRequest } from '@/client/lib/api-client'
import { teamKeys } from './query-keys'

export function getTeam() {
  return apiRequest<Team>('GET', '/api/team')
}

export function teamQueryOptions() {
  return queryOptions({ queryKey: teamKeys.all, queryFn: getTeam })
}

export function useTeam() {
  return useQuery(teamQueryOptions())
}
