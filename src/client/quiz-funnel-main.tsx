import './lib/zod-without-eval'
import './index.css'
import { QuizFunnelPage } from './features/quiz/components/quiz-funnel-page'
import { renderStandalonePage } from './standalone-page'
import { rememberArrivalRef } from './lib/arrival'

// The `ref` the visitor arrived with, kept for the tab's life for the lead a funnel may write (docs/product.md#back-office).
rememberArrivalRef(window.location.search)

// `/quiz-funnel` starts here (quiz-funnel.html): the quiz without the router or TanStack Query, so a visitor from an
// ad or an e-mail waits for less code (docs/decisions/037).
renderStandalonePage(<QuizFunnelPage />)
