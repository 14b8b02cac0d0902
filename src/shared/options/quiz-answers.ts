import type { QuizAnswers } from '../schemas/quiz'
import { QUIZ_DEFAULT_HOURS } from '../formulas/quiz-roi'

// Without zod: the quiz page reads these on its first load, which must not carry the validation library
// (issue 6 Bench, docs/decisions/023). ../schemas/quiz.ts re-exports them beside the schemas.

/** Spec 001 §3 Quiz answers record: a fresh visitor's answers. */
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

export const POST_QUIZ_TEMPLATE_ID = 'post-quiz-instant'

/** 'high' when the timeline is asap, else 'standard' (spec 001 §7). */
export function getLeadPriority(timeline: string): 'high' | 'standard' {
  return timeline === 'asap' ? 'high' : 'standard'
}
