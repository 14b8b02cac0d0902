// Speed (docs/performance.md): without the router and TanStack Query, `/quiz-funnel` loads 102.5 KB of JS instead
// of 136 KB and scores 97 on Lighthouse mobile instead of 79–94 (budgets ≤ 140 KB and ≥ 95; `/` ≤ 90 KB).
import { StrictMode } from 'react'
import type * as React from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider'
import { NavigationProvider, type Navigation } from './lib/navigation'

const importApp = () => import('./app/app')

/**
 * Starts a page that the server answers with its own HTML, without the router or TanStack Query: `/` (landing.html)
 * and `/quiz-funnel` (quiz-funnel.html), the pages visitors arrive on first (docs/decisions/023, 037).
 * Following a link hands this React root over to the app: it imports the app (prefetched on hover or focus), creates
 * the router at the current location, navigates it, and renders the app once the next page is ready, as a
 * client-side navigation would; Back then returns here through the router.
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

  const navigation: Navigation = {
    prefetch: () => void loadApp(),
    navigate: (to) => {
      if (leaving) return
      leaving = true
      loadApp()
        .then(async ({ createAppRouter, renderApp }) => {
          const router = createAppRouter()
          await router.navigate(to)
          renderApp(root, router)
        })
        // If the app cannot load, the link is an ordinary page load.
        .catch(() => window.location.assign(to))
    },
  }

  root.render(
    <StrictMode>
      <AppProvider>
        <NavigationProvider value={navigation}>{page}</NavigationProvider>
      </AppProvider>
    </StrictMode>,
  )
}
