import './lib/zod-without-eval'
import './index.css'
import { LandingPage } from './features/landing/components/landing-page'
import { renderStandalonePage } from './standalone-page'

// `/` starts here (landing.html): the landing page alone, without the router, TanStack Query or the toaster's code,
// which every other page needs (docs/decisions/023).
renderStandalonePage(<LandingPage />)
