import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvitationDetails } from '@/shared/schemas/auth'
import { ApiError, apiRequest } from '@/client/lib/api-client'
import { invitationKeys } from './query-keys'

/** Who invited the holder of the link to which company (POST: the token stays out of URLs; docs/decisions/094). */
export function lookupInvitation(token: string) {
  return apiRequest<InvitationDetails>('POST', '/api/invitations/lookup', { invitation_token: token })
}

/** True when the server refused the link itself (unknown, expired, revoked or used): retrying cannot help. */
export function isInvalidInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.byToken(token),
    queryFn: () => lookupInvitation(token),
    // Each lookup takes a slot of the per-address budget it shares with accepting: read once per link.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A refused link or a limit reached stays so; only a failure of the server or the network is worth a retry.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  })
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token))
}
