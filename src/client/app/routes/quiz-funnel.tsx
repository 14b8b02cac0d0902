import { QuizFunnelPage } from '@/client/features/quiz/components/quiz-funnel-page'

export function QuizFunnelRoute() {
  return <QuizFunnelPage />
}
