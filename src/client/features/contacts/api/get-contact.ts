import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContactDetail } from '@/shared/schemas/contacts'
import { apiRequest } from '@/client/lib/api-client'
import { contactKeys } from './query-keys'

export function getContact(contactId: string) {
  return apiRequest<ContactDetail>('GET', `/api/contacts/${encodeURIComponent(contactId)}`)
}

export function contactQueryOptions(contactId: string) {
  return queryOptions({ queryKey: contactKeys.detail(contactId), queryFn: () => getContact(contactId) })
}

/** One contact with its timeline: e-mails either way, drafts and the request to stop, newest first. */
export function useContact(contactId: string) {
  return useQuery(contactQueryOptions(contactId))
}
