import './lib/zod-without-eval'
import './index.css'
import { AuthPage } from './features/auth/components/auth-page'
import { renderStandalonePage } from './standalone-page'
import { rememberArrivalRef } from './lib/arrival'

// The `ref` the visitor arrived with, kept for the tab's life for the lead a funnel may write (docs/product.md#back-office).
rememberArrivalRef(window.location.search)

// `/auth` starts here (auth.html): sign-in and registration without the router or TanStack Query, so the first page of
// a visit from an e-mail or a bookmark waits for less code (docs/decisions/100).
renderStandalonePage(<AuthPage />)
