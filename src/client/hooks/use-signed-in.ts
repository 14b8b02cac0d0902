import * as React from 'react'
import { apiRequest } from '@/client/lib/api-client'

/**
 * Whether a session exists, for the public headers (docs/product.md#public-header): false until the answer comes, and
 * on any failure. A plain request, not TanStack Query, because the landing page and the quiz render without it
 * (docs/decisions/023); asked at each mount, so a header never shows a session that a logout has just ended.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = React.useState(false)
  React.useEffect(() => {
    let mounted = true
    apiRequest<unknown>('GET', '/api/user').then(
      (user) => mounted && setSignedIn(user !== null && user !== undefined),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [])
  return signedIn
}
