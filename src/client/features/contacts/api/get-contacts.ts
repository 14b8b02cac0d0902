import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ContactsPage } from '@/shared/schemas/contacts'
import { apiRequest } from '@/client/lib/api-client'
import { contactKeys } from './query-keys'

export function getContacts(search: string, cursor?: string) {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return apiRequest<ContactsPage>('GET', query ? `/api/contacts?${query}` : '/api/contacts')
}

export function contactsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: contactKeys.list(search),
    queryFn: ({ pageParam }) => getContacts(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
}

/** The company's contacts whose address contains `search`, most recently seen first, a page at a time. */
export function useContacts(search: string) {
  return useInfiniteQuery(contactsQueryOptions(search))
}
