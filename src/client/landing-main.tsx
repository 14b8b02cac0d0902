import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppErrorBoundary } from './components/errors/error-fallback'
import { LandingPage } from './features/landing/components/landing-page'
import { NavigationProvider, type Navigation } from './lib/navigation'

// `/` starts here (landing.html): the landing page alone, without the router, TanStack Query or the toaster,
// which every other page needs (docs/decisions/023). Leaving it hands this React root over to the app.
const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in landing.html')
const root = createRoot(container)

const importApp = () => import('./app/app')
let app: ReturnType<typeof importApp> | undefined
let leaving = false

function loadApp() {
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
    // The router starts at `/` like any app load, then navigates; the landing page stays on screen until the
    // next page is ready, as with a client-side navigation.
    loadApp()
      .then(async ({ createAppRouter, renderApp }) => {
        const router = createAppRouter()
        await router.navigate(to)
        renderApp(root, router)
      })
      .catch(() => window.location.assign(to))
  },
}

root.render(
  <StrictMode>
    <AppErrorBoundary>
      <NavigationProvider value={navigation}>
        <LandingPage />
      </NavigationProvider>
    </AppErrorBoundary>
  </StrictMode>,
)
