import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { ApiError } from '@/client/lib/api-client'
import { useQuizResults } from '../api/get-quiz-results'
import { QuizResults } from './results/quiz-results'

/**
 * A quiz submission's results, reopened from the thank-you page or a bookmark by the submission's id
 * (docs/decisions/088): the same accordion, calculator and sections the quiz showed for its 2 seconds.
 */
export function ReopenedResultsPage({ submissionId }: { submissionId: string }) {
  const results = useQuizResults(submissionId)
  const company = results.data?.payload.company_name.trim()

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1 bg-gradient-to-b from-secondary/50 to-background">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
          <div className="grid gap-3">
            <Button asChild variant="ghost" size="sm" className="justify-self-start">
              <Link to={paths.thankYou.getHref()}>
                <ArrowLeft aria-hidden="true" />
                Back to next steps
              </Link>
            </Button>
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {company ? `${company}’s Growth Map` : 'Your Growth Map'}
            </h1>
          </div>
          {results.isPending ? (
            <Spinner className="mx-auto size-8" label="Loading your results" />
          ) : results.isError ? (
            results.error instanceof ApiError && (results.error.status === 404 || results.error.status === 400) ? (
              <NotFoundCard />
            ) : (
              <LoadError
                what="your results"
                message={results.error.message}
                onRetry={() => void results.refetch()}
                retrying={results.isFetching}
              />
            )
          ) : (
            <QuizResults data={{ payload: results.data.payload }} submissionId={results.data.id} />
          )}
        </div>
      </main>
    </div>
  )
}

function NotFoundCard() {
  return (
    <Card>
      <CardHeader>
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <CardTitle as="h2">These results could not be found</CardTitle>
        <CardDescription>The link may be incomplete. Take the quiz again to build a new Growth Map.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.quizFunnel.getHref()}>Take the quiz</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
