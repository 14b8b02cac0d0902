// What goes with a quiz lead when it is handed on: the post-quiz e-mail and the n8n webhook (docs/product.md#quiz-email,
// #quiz-webhook). Zod-free and importing nothing, so the quiz page's first load stays light (docs/decisions/023) and
// ../schemas/quiz.ts can use the template id without an import cycle.

/** The templateId of the post-quiz e-mail call. */
export const POST_QUIZ_TEMPLATE_ID = 'post-quiz-instant'

/** 'high' when the timeline is asap, else 'standard' (docs/product.md#quiz-webhook). */
export function getLeadPriority(timeline: string): 'high' | 'standard' {
  return timeline === 'asap' ? 'high' : 'standard'
}
