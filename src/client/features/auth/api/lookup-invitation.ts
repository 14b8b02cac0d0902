import * as React from 'react'
import type { InvitationDetails } from '@/shared/schemas/auth'
import { ApiError, apiRequest } from '@/client/lib/api-client'

/** Who invited the holder of the link to which company (POST: the token stays out of URLs; docs/decisions/094). */
export function lookupInvitation(token: string) {
  return apiRequest<InvitationDetails>('POST', '/api/invitations/lookup', { invitation_token: token })
}

/** True when the server refused the link itself (unknown, expired, revoked or used): retrying cannot help. */
export function isInvalidInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400
}

type Outcome = { status: 'success'; invitation: InvitationDetails } | { status: 'error'; error: Error }

export type InvitationLookup = (Outcome | { status: 'pending' }) & {
  /** Asks again after a failure; the failure stays shown, with `retrying`, until the answer comes. */
  retry: () => void
  retrying: boolean
}

/**
 * What an invitation link says, asked once per mount (mount with key={token}): each lookup takes a slot of the
 * per-address budget it shares with accepting, so nothing asks again unless the visitor does. Plain React state, not
 * TanStack Query: /auth runs without it (docs/decisions/100).
 */
export function useInvitation(token: string): InvitationLookup {
  const [attempt, setAttempt] = React.useState(0)
  const [answered, setAnswered] = React.useState<{ attempt: number; outcome: Outcome } | null>(null)

  React.useEffect(() => {
    let current = true
    lookupInvitation(token).then(
      (invitation) => current && setAnswered({ attempt, outcome: { status: 'success', invitation } }),
      (error: unknown) =>
        current && setAnswered({ attempt, outcome: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    )
    return () => {
      current = false
    }
  }, [token, attempt])

  const retry = React.useCallback(() => setAttempt((previous) => previous + 1), [])
  return { ...(answered?.outcome ?? { status: 'pending' }), retry, retrying: answered !== null && answered.attempt < attempt }
}
