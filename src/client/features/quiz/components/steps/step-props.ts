import type { QuizAnswers } from '@/shared/schemas/quiz'

export type StepProps = { answers: QuizAnswers; onChange: (patch: Partial<QuizAnswers>) => void }
