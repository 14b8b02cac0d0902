import * as React from 'react'
import { apiRequest } from '@/client/lib/api-client'

/**
 * Calls `start` once the page has shown its first content, at once if it already has. The answer only changes a header
 * link, and a request that ends before the landing page's largest paint counts against it in Lighthouse's estimate
 * (docs/decisions/098).
 */
function afterFirstContentfulPaint(start: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
    start()
    return () => undefined
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  })
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}

/**
 * Whether a session exists, for the public headers (docs/product.md#public-header): false until the answer comes, and
 * on any failure. A plain request, not TanStack Query, because the landing page and the quiz render without it
 * (docs/decisions/023); asked at each mount, so a header never shows a session that a logout has just ended.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = React.useState(false)
  React.useEffect(() => {
    let mounted = true
    const stop = afterFirstContentfulPaint(() =>
      apiRequest<unknown>('GET', '/api/user').then(
        (user) => mounted && setSignedIn(user !== null && user !== undefined),
        () => undefined,
      ),
    )
    return () => {
      mounted = false
      stop()
    }
  }, [])
  return signedIn
}
