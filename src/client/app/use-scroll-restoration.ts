import * as React from 'react'
import { useLocation, useNavigationType } from 'react-router'

// Scroll positions of the visit's history entries. react-router's key is "default" for an entry it did not make (the
// first page, or the one a standalone page hands over), so the address tells those apart.
const positions = new Map<string, number>()
const entryOf = (location: { key: string; pathname: string; search: string }) => `${location.key} ${location.pathname}${location.search}`

/**
 * What react-router's ScrollRestoration does for its data router, which this app does not use (docs/decisions/099):
 * a new page starts at its top, or at the element its hash names; Back and Forward return to where the page was left.
 * The browser's own restoration is off, as it would scroll before the page has rendered.
 */
export function useScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()

  React.useEffect(() => {
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  // Kept while the visitor scrolls: by the time the next page renders, the old one's position is gone.
  const entry = entryOf(location)
  React.useEffect(() => {
    const remember = () => positions.set(entry, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [entry])

  React.useLayoutEffect(() => {
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(entry) ?? 0)
      return
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [entry, location.hash, navigationType])
}
