import * as React from 'react'

/**
 * Client-side navigation for pages that render both inside and outside react-router: the landing page
 * is served without the router (docs/decisions/023), and inside it once the app shell is loaded.
 * Whoever renders such a page provides `navigate`; `prefetch` warms up what navigating will need.
 */
export type Navigation = { navigate: (to: string) => void; prefetch: () => void }

// Without a provider a link is an ordinary page load.
const NavigationContext = React.createContext<Navigation>({ navigate: (to) => window.location.assign(to), prefetch: () => {} })

export function NavigationProvider({ value, children }: { value: Navigation; children: React.ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

export function useNavigation(): Navigation {
  return React.useContext(NavigationContext)
}

/** True for a plain left click that the page may handle itself (not a new tab or window, not a download). */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.currentTarget.target
}

/** An <a href> that navigates through the provided navigation on a plain click, like react-router's Link. */
export function AppLink({ to, onClick, onPointerEnter, onFocus, ...props }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  const { navigate, prefetch } = useNavigation()
  return (
    <a
      href={to}
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        prefetch()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prefetch()
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
