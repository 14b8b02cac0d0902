import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProvider } from './provider'
import { createAppRouter, type AppRouter } from './router'

export { createAppRouter }

/** Renders the whole app (providers and router) into a React root; the landing page hands its root over here. */
export function renderApp(root: Root, router: AppRouter = createAppRouter()) {
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  )
}
