import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/client/lib/api-client'
import { contactKeys } from './query-keys'

/** The contact of a whole address, or null when the agents have not written to it yet (a 404). */
export async function findContact(address: string): Promise<{ id: string } | null> {
  try {
    return await apiRequest<{ id: string }>('GET', `/api/contacts/by-address?address=${encodeURIComponent(address)}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function findContactQueryOptions(address: string) {
  return queryOptions({ queryKey: contactKeys.byAddress(address), queryFn: () => findContact(address) })
}

export function useFindContact(address: string) {
  return useQuery(findContactQueryOptions(address))
}
