import * as React from 'react'

/**
 * Whether a media query matches, following the window as it changes. For lists that are a table on wide screens and
 * cards on phones: rendering one of the two, not both with one hidden by CSS, keeps each item once in the page.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    [query],
  )
  return React.useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** Tailwind's `sm` breakpoint: 640 px and wider. */
export const SM_QUERY = '(min-width: 640px)'
