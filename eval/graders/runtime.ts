import { checkDraft } from '@/shared/ai/draft-check'
import type { ModelDraft } from '@/shared/ai/draft'
import type { PreparedCase } from '../prepare'
import { failed, passed, type GraderResult } from '@/shared/ai/graders/types'

// Whether the product would keep the model's text (docs/ai-eval.md#runtime): the draft as returned, masked when the
// run masks, through the runtime's own check (checkDraft) against the prompt it was sent. Reported, not scored: a
// refused draft is sent as the template, so this is how often the writer's text reaches a customer at all.

export function gradeRuntime(prepared: PreparedCase, draft: ModelDraft): GraderResult {
  const { factsSent, factsPermitted } = prepared.prompt
  const check = checkDraft(draft, { sent: factsSent, permitted: factsPermitted, language: prepared.language })
  return check.ok ? passed() : failed([check.reason])
}
