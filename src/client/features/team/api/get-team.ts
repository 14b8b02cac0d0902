import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Team } from '@/shared/schemas/team'
import { apiRequest } from '@/client/lib/api-client'

export function getTeam() {
  return apiRequest<Team>('GET', '/api/team')
}

export function teamQueryOptions() {
  return queryOptions({ queryKey: ['team'] as const, queryFn: getTeam })
}

export function useTeam() {
  return useQuery(teamQueryOptions())
}
