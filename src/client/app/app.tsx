import { StrictMode, startTransition } from 'react'
import type { Root } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProvider } from './provider'
import { AppRoutes, preloadRoute } from './router'

export { preloadRoute }

/**
 * Renders the whole app (providers and router) into a React root; the landing page hands its root over here. In a
 * transition, so React yields to the browser while it builds the page instead of holding the main thread throughout.
 */
export function renderApp(root: Root) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  )
}
