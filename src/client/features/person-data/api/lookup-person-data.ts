import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PersonDataLookup } from '@/shared/schemas/person-data'
import { apiRequest } from '@/client/lib/api-client'

export const personDataKeys = {
  byToken: (token: string) => ['person-data', token] as const,
}

export function lookupPersonData(token: string) {
  return apiRequest<PersonDataLookup>('POST', '/api/my-data/lookup', { token })
}

/** Keyed by the link's token: the page asks once per visit; a 400 (invalid or expired link) is final, never retried. */
export function lookupPersonDataQueryOptions(token: string) {
  return queryOptions({ queryKey: personDataKeys.byToken(token), queryFn: () => lookupPersonData(token), retry: false })
}

export function useLookupPersonData(token: string) {
  return useQuery(lookupPersonDataQueryOptions(token))
}
