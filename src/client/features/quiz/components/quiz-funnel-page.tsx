import * as React from 'react'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Spinner } from '@/client/components/ui/spinner'
import { useModule } from '@/client/hooks/use-module'
import { usePageMeta } from '@/client/hooks/use-page-meta'
import { useStepBeacon } from '@/client/lib/funnel-beacon'
import { useQuizProgress } from '../hooks/use-quiz-progress'
import { useQuizSubmit } from '../hooks/use-quiz-submit'
import { QuizWizard } from './quiz-wizard'

// The results (accordion, slider, report download) load once answers are being sent, not with the quiz
// (the page's first-load budget is 140 KB gzip: docs/decisions/023).
const importResults = () => import('./results/quiz-results')

/** The Growth Map quiz (/quiz-funnel, optional ?stage=; docs/product.md#quiz). */
export function QuizFunnelPage() {
  // Read from the address rather than the router: the page also runs without it (quiz-funnel.html, docs/decisions/037).
  // The stage only picks the starting step, so it is read once.
  const [stage] = React.useState(() => new URLSearchParams(window.location.search).get('stage'))
  usePageMeta(
    'Growth Map: your AI automation plan in 3 minutes',
    'Answer a few questions and see how much time and money AI agents could save your business, with a free PDF roadmap.',
  )
  const progress = useQuizProgress(stage)
  const { submit, sending, result } = useQuizSubmit({ stage, onSuccess: progress.markFinished })
  const results = useModule(importResults, result !== null)
  // Step views for the back office's analytics, sent in the background (docs/decisions/107-funnel-analytics.md).
  const shownStep = result ? 'complete' : progress.ready ? progress.steps[progress.stepIndex]!.id : null
  useStepBeacon('quiz', shownStep, result ? progress.steps.length : progress.stepIndex, { stage, industry: progress.answers.industry })

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1 bg-gradient-to-b from-secondary/50 to-background">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
          <div className="text-center">
            <h1 className="text-title font-bold tracking-tight text-balance sm:text-4xl">Unlock Your Growth Map in 3 Minutes</h1>
            <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
              Answer a few questions and see how much time and money AI agents could save your business.
            </p>
          </div>
          {result ? (
            results.module ? (
              <results.module.QuizResults data={{ payload: result.payload }} submissionId={result.id} />
            ) : (
              <Spinner className="mx-auto size-8" label="Loading your results" />
            )
          ) : progress.ready ? (
            <QuizWizard
              progress={progress}
              sending={sending}
              onSubmit={(honeypot) => {
                void importResults().catch(() => {})
                submit(progress.answers, honeypot)
              }}
            />
          ) : (
            <Spinner className="mx-auto size-8" label="Loading your saved answers" />
          )}
        </div>
      </main>
    </div>
  )
}
