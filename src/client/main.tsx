import './lib/zod-without-eval'
import './index.css'
import { createRoot } from 'react-dom/client'
import { preloadRoute, renderApp } from './app/app'
import { rememberArrivalRef } from './lib/arrival'

// The `ref` the visitor arrived with, kept for the tab's life for the lead a funnel may write (docs/product.md#back-office).
rememberArrivalRef(window.location.search)

// Every page but the landing page starts here (index.html); `/` starts at landing-main.tsx (docs/decisions/023).
const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

// The page's code first, then one render: index.html's spinner shows meanwhile, and the page appears whole instead of
// through a Suspense fallback. If the code cannot load, the router's error boundary says so.
void preloadRoute(window.location.pathname)
  .catch(() => {})
  .finally(() => renderApp(createRoot(container)))
