import * as React from 'react'
import { useSearchParams } from 'react-router'

export type AuthPageTab = 'login' | 'register' | 'invitation'

/**
 * The /auth tab, derived from the URL (docs/product.md#auth-page: token → invitation; tab=register → register;
 * else login). The invitation token is held in state and removed from the address bar at once,
 * so it does not linger in history, bookmarks or screenshots; `tab=invitation` keeps the tab.
 */
export function useAuthTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlToken = searchParams.get('token')?.trim() || null
  const [token, setToken] = React.useState(urlToken)
  // A new link opened while on the page replaces the held token (derived during render, no effect).
  if (urlToken && urlToken !== token) setToken(urlToken)

  React.useEffect(() => {
    if (!urlToken) return
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('token')
        next.set('tab', 'invitation')
        return next
      },
      { replace: true },
    )
  }, [urlToken, setSearchParams])

  const tabParam = searchParams.get('tab')
  const tab: AuthPageTab = urlToken || (tabParam === 'invitation' && token) ? 'invitation' : tabParam === 'register' ? 'register' : 'login'

  const setTab = React.useCallback((next: AuthPageTab) => setSearchParams({ tab: next }, { replace: true }), [setSearchParams])

  return { tab, setTab, token }
}
