import * as React from 'react'
import { useSearchParams } from '@/client/lib/navigation'

/**
 * The `token` of a link sent by e-mail (an invitation, docs/product.md#auth-page, a reset or a verification): held in
 * state and removed from the address bar at once, so it does not linger in history, bookmarks or screenshots.
 * `replaceWith` is set in the address instead (a stable object: it is an effect's dependency).
 */
export function useLinkToken(replaceWith?: Readonly<Record<string, string>>) {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlToken = searchParams.get('token')?.trim() || null
  const [token, setToken] = React.useState(urlToken)
  // A new link opened while on the page replaces the held token (derived during render, no effect).
  if (urlToken && urlToken !== token) setToken(urlToken)

  React.useEffect(() => {
    if (!urlToken) return
    const next = new URLSearchParams(searchParams)
    next.delete('token')
    for (const [name, value] of Object.entries(replaceWith ?? {})) next.set(name, value)
    setSearchParams(next, { replace: true })
  }, [urlToken, searchParams, setSearchParams, replaceWith])

  return token
}
