import * as React from 'react'
import { useSearchParams } from '@/client/lib/navigation'

/**
 * The `token` of the link in an e-mail, held in state and removed from the address bar at once, so that it lingers in
 * neither history nor screenshots (the same habit as the account pages' links).
 */
export function useLinkToken() {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlToken = searchParams.get('token')?.trim() || null
  const [token, setToken] = React.useState(urlToken)
  if (urlToken && urlToken !== token) setToken(urlToken)

  React.useEffect(() => {
    if (!urlToken) return
    const next = new URLSearchParams(searchParams)
    next.delete('token')
    setSearchParams(next, { replace: true })
  }, [urlToken, searchParams, setSearchParams])

  return token
}
