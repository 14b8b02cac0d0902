import type { QuizAnswers } from '../schemas/quiz'
import { QUIZ_DEFAULT_HOURS } from '../formulas/quiz-roi'

// Without zod: the quiz page reads these on its first load, which must not carry the validation library
// (docs/decisions/023). The type import is erased, so ../schemas/quiz.ts and zod stay out of that load.

/** A fresh visitor's answers (docs/product.md#quiz-answers): the quiz wizard starts from them. */
export const DEFAULT_QUIZ_ANSWERS: QuizAnswers = {
  company_name: '',
  contact_name: '',
  contact_email: '',
  industry: '',
  business_type: '',
  team_size: '',
  current_tools: [],
  biggest_challenge: '',
  hours_spent_weekly: QUIZ_DEFAULT_HOURS,
  manual_processes: [],
  primary_goal: '',
  timeline: '',
  monthly_budget: '',
  success_metrics: [],
}
