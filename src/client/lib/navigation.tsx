import * as React from 'react'

/**
 * Client-side navigation for pages that render both inside and outside react-router: `/`, `/quiz-funnel` and `/auth`
 * are served without the router (docs/decisions/023, 037, 100), and inside it once the app shell is loaded.
 * Whoever renders such a page provides it: `navigate` goes to a path (`replace` swaps the current history entry
 * instead of adding one), `prefetch` warms up what navigating will need, `search` is the current address's query
 * string ("?tab=register", or "").
 */
export type Navigation = {
  navigate: (to: string, options?: { replace?: boolean }) => void
  prefetch: () => void
  search: string
}

// Without a provider a link is an ordinary page load.
const NavigationContext = React.createContext<Navigation>({
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  prefetch: () => {},
  get search() {
    return window.location.search
  },
})

export function NavigationProvider({ value, children }: { value: Navigation; children: React.ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

export function useNavigation(): Navigation {
  return React.useContext(NavigationContext)
}

/**
 * The current query string's parameters and a setter that puts new ones in the address of this same page, as
 * react-router's `useSearchParams`, for pages that also run without the router.
 */
export function useSearchParams(): [URLSearchParams, (params: URLSearchParams, options?: { replace?: boolean }) => void] {
  const { navigate, search } = useNavigation()
  const searchParams = React.useMemo(() => new URLSearchParams(search), [search])
  const setSearchParams = React.useCallback(
    (params: URLSearchParams, options?: { replace?: boolean }) => {
      const query = params.toString()
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options)
    },
    [navigate],
  )
  return [searchParams, setSearchParams]
}

/** True for a plain left click that the page may handle itself (not a new tab or window, not a download). */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.currentTarget.target
}

/** An <a href> that navigates through the provided navigation on a plain click, like react-router's Link. */
export function AppLink({ to, onClick, onPointerEnter, onFocus, ...props }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  const { navigate, prefetch } = useNavigation()
  // A link to this same page (another tab of it) needs no code that is not here already.
  const prefetchElsewhere = () => {
    if (new URL(to, window.location.href).pathname !== window.location.pathname) prefetch()
  }
  return (
    <a
      href={to}
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        prefetchElsewhere()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prefetchElsewhere()
      }}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        navigate(to)
      }}
    />
  )
}
