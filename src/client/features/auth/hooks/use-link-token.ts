import * as React from 'react'
import { useSearchParams } from 'react-router'

/**
 * The `token` of a link sent by e-mail. Like the invitation token (docs/product.md#auth-page) it is held in state and
 * removed from the address bar at once, so it does not linger in history, bookmarks or screenshots.
 */
export function useLinkToken() {
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
        return next
      },
      { replace: true },
    )
  }, [urlToken, setSearchParams])

  return token
}
