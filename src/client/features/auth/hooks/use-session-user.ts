import * as React from 'react'
import type { User } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'

/**
 * The session's user for a page without TanStack Query (/auth, docs/decisions/100): null until the answer comes, for a
 * visitor, and on any failure. Asked at each mount, so the page never shows a session that a logout has just ended.
 */
export function useSessionUser(): User | null {
  const [user, setUser] = React.useState<User | null>(null)
  React.useEffect(() => {
    let mounted = true
    // get-user.ts's fetcher would bring TanStack Query along with its module.
    apiRequest<User | null>('GET', '/api/user').then(
      (answer) => mounted && setUser(answer),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [])
  return user
}
