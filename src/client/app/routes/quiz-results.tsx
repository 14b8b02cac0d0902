import { useParams } from 'react-router'
import { ReopenedResultsPage } from '@/client/features/quiz/components/reopened-results-page'

export function QuizResultsRoute() {
  const { submissionId = '' } = useParams()
  return <ReopenedResultsPage key={submissionId} submissionId={submissionId} />
}
