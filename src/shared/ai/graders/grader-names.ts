// The graders every written draft gets, by name and as the business reads them (docs/decisions/134-test-bench.md). No
// zod here: the pages that show grades load this with their first paint.

export const DRAFT_GRADERS = ['grounding', 'policy', 'credentials', 'language', 'length'] as const
export type DraftGraderName = (typeof DRAFT_GRADERS)[number]

/** What each grader checks, in the business's words. */
export const DRAFT_GRADER_LABELS: Record<DraftGraderName, string> = {
  grounding: 'Only your facts',
  policy: 'No promise you did not make',
  credentials: 'Asks for no password or code',
  language: 'In the customer’s language',
  length: 'A fitting length',
}
