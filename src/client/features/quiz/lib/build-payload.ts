import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import type { QuizAnswers, QuizPayload } from '@/shared/schemas/quiz'

/** The submitted quiz (docs/product.md#quiz-submit): estimatedROI 0 when unknown, stageFlag the initial stage or 'organic'. */
export function buildQuizPayload(answers: QuizAnswers, stage: string | null, now = new Date()): QuizPayload {
  const estimate = estimateQuizRoi(answers.industry, answers.hours_spent_weekly)
  return {
    ...answers,
    estimatedROI: estimate?.monthlySavings ?? 0,
    timeSavings: estimate?.weeklyHoursSaved ?? 0,
    stageFlag: stage ? stage.slice(0, 60) : 'organic',
    submissionTimestamp: now.toISOString(),
  }
}
