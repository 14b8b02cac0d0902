// Speed (docs/performance.md): without the router and TanStack Query, `/quiz-funnel` loads 102.5 KB of JS instead
// of 136 KB and scores 97 on Lighthouse mobile instead of 79–94 (budgets ≤ 140 KB and ≥ 95; `/` ≤ 90 KB); `/auth`
// loads about 115 KB instead of 162 (≤ 120 KB, docs/decisions/100).
import { StrictMode, useMemo, useSyncExternalStore } from 'react'
import type * as React from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider'
import { NavigationProvider, type Navigation } from './lib/navigation'

const importApp = () => import('./app/app')

// The page's address changes without the app when its query string does (below), and on Back and Forward between
// such entries.
const addressListeners = new Set<() => void>()
const announceAddress = () => addressListeners.forEach((listener) => listener())
const subscribeToAddress = (listener: () => void) => {
  addressListeners.add(listener)
  return () => addressListeners.delete(listener)
}
const readSearch = () => window.location.search

/** True when `to` only gives this page another query string, or `replace`s its address: no need for the app. */
function staysOnPage(to: string, replace: boolean): boolean {
  const url = new URL(to, window.location.href)
  return url.pathname === window.location.pathname && (replace || url.search !== window.location.search)
}

function StandaloneNavigation({ navigation, children }: { navigation: Omit<Navigation, 'search'>; children: React.ReactNode }) {
  const search = useSyncExternalStore(subscribeToAddress, readSearch)
  const value = useMemo(() => ({ ...navigation, search }), [navigation, search])
  return <NavigationProvider value={value}>{children}</NavigationProvider>
}

/**
 * Starts a page that the server answers with its own HTML, without the router or TanStack Query: `/` (landing.html),
 * `/quiz-funnel` (quiz-funnel.html) and `/auth` (auth.html), the pages visitors arrive on first (docs/decisions/023,
 * 037, 100). Following a link to another path hands this React root over to the app: it imports the app (prefetched on
 * hover or focus) and the next page's code, puts its address in the history and renders the app there once that code
 * is ready, as a client-side navigation would; Back then returns here through the router. A new query string for this
 * same path (an /auth tab, a token leaving the address bar) stays on the page, which reads it from `search`.
 */
export function renderStandalonePage(page: React.ReactNode) {
  const container = document.getElementById('root')
  if (!container) throw new Error('Missing #root element')
  const root = createRoot(container)

  let app: ReturnType<typeof importApp> | undefined
  let leaving = false
  const loadApp = () => {
    app ??= importApp()
    // A failed prefetch (offline) is tried again on the next intent.
    app.catch(() => (app = undefined))
    return app
  }
  window.addEventListener('popstate', announceAddress)

  const navigation: Omit<Navigation, 'search'> = {
    prefetch: () => void loadApp(),
    navigate: (to, { replace = false } = {}) => {
      if (leaving) return
      if (staysOnPage(to, replace)) {
        window.history[replace ? 'replaceState' : 'pushState'](null, '', to)
        announceAddress()
        return
      }
      leaving = true
      loadApp()
        .then(async ({ preloadRoute, renderApp }) => {
          await preloadRoute(to)
          window.removeEventListener('popstate', announceAddress)
          window.history[replace ? 'replaceState' : 'pushState'](null, '', to)
          renderApp(root)
        })
        // If the app cannot load, the link is an ordinary page load.
        .catch(() => (replace ? window.location.replace(to) : window.location.assign(to)))
    },
  }

  root.render(
    <StrictMode>
      <AppProvider>
        <StandaloneNavigation navigation={navigation}>{page}</StandaloneNavigation>
      </AppProvider>
    </StrictMode>,
  )
}
