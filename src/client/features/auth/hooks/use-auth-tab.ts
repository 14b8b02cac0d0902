import * as React from 'react'
import { useSearchParams } from '@/client/lib/navigation'
import { useLinkToken } from './use-link-token'

export type AuthPageTab = 'login' | 'register' | 'invitation'

const INVITATION_TAB = { tab: 'invitation' } as const

/**
 * The /auth tab, derived from the URL (docs/product.md#auth-page: token → invitation; tab=register → register;
 * else login). The invitation token leaves the address bar at once (useLinkToken); `tab=invitation` keeps the tab.
 */
export function useAuthTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlToken = searchParams.get('token')?.trim() || null
  const token = useLinkToken(INVITATION_TAB)

  const tabParam = searchParams.get('tab')
  const tab: AuthPageTab = urlToken || (tabParam === 'invitation' && token) ? 'invitation' : tabParam === 'register' ? 'register' : 'login'

  // Switching tabs keeps the page to return to (docs/decisions/094).
  const setTab = React.useCallback(
    (tab: AuthPageTab) => {
      const params = new URLSearchParams({ tab })
      const next = searchParams.get('next')
      if (next) params.set('next', next)
      setSearchParams(params, { replace: true })
    },
    [searchParams, setSearchParams],
  )

  return { tab, setTab, token }
}
