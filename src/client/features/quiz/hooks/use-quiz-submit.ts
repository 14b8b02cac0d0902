import * as React from 'react'
import type { QuizAnswers, QuizPayload } from '@/shared/schemas/quiz'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { useNavigation } from '@/client/lib/navigation'
import { sendPostQuizEmail } from '../api/send-post-quiz-email'
import { sendQuizWebhook } from '../api/send-quiz-webhook'
import { useSubmitQuiz } from '../api/submit-quiz'
import { buildQuizPayload } from '../lib/build-payload'
import { keepLastSubmission } from '../lib/last-submission'
import { clearProgress } from '../lib/quiz-storage'

// The results redirect to /thank-you after 2 s (docs/product.md#timers).
export const RESULTS_REDIRECT_MS = 2000

export type QuizResult = { id: string; payload: QuizPayload }

/** The submit, its follow-up calls, the toasts and the redirect (docs/product.md#quiz-submit). */
export function useQuizSubmit({ stage, onSuccess }: { stage: string | null; onSuccess: () => void }) {
  const mutation = useSubmitQuiz()
  const { navigate } = useNavigation()
  const [result, setResult] = React.useState<QuizResult | null>(null)

  React.useEffect(() => {
    if (!result) return
    const timer = setTimeout(() => navigate(paths.thankYou.getHref()), RESULTS_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [result, navigate])

  const submit = (answers: QuizAnswers, honeypot: string) => {
    const payload = buildQuizPayload(answers, stage)
    mutation.mutate(
      { payload, honeypot },
      {
        onSuccess: ({ id }) => {
          // Both follow-ups are non-blocking: their failures are only logged (docs/product.md#quiz-webhook).
          void sendQuizWebhook(id, payload)
          void sendPostQuizEmail(id, payload)
          onSuccess()
          void clearProgress()
          keepLastSubmission({ id, company: payload.company_name })
          toast({ title: 'Growth Map Generated!', description: 'Your personalized automation roadmap is ready.' })
          setResult({ id, payload })
        },
        onError: (error) => {
          console.warn('[quiz]', error.message, error.cause)
          toast({ variant: 'destructive', title: 'Submission Error', description: 'Please try again or contact support.' })
        },
      },
    )
  }

  return { submit, sending: mutation.isPending, result }
}
