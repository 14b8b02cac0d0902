import './lib/zod-without-eval'
import './index.css'
import { LandingPage } from './features/landing/components/landing-page'
import { renderStandalonePage } from './standalone-page'
import { rememberArrivalRef } from './lib/arrival'

// The `ref` the visitor arrived with, kept for the tab's life for the lead a funnel may write (docs/product.md#back-office).
rememberArrivalRef(window.location.search)

// `/` starts here (landing.html): the landing page alone, without the router, TanStack Query or the toaster's code,
// which every other page needs (docs/decisions/023).
renderStandalonePage(<LandingPage />)
