import { checkText } from './draft-check'
import type { DraftFact } from './facts'
import { draftFactLines, type DraftRequest } from './prompt'

/**
 * What a person's edit of a draft would send that the business has not stood behind: the same rules as a model's
 * draft (checkText), held to the draft's facts and template. A warning shown before they approve, not a refusal: the
 * reviewer speaks for the business (docs/decisions/119-drafts-the-business-can-stand-behind.md).
 */
export function editWarning(
  edit: { subject: string; body: string },
  draft: { facts: DraftFact[]; template: DraftRequest['template'] },
  /** The company's knowledge as lines (`knowledgeLines`), which may stand behind a claim as in the model's check. */
  knowledge: readonly string[] = [],
): string | null {
  const language = draft.facts.find((fact) => fact.label === 'language')?.value ?? null
  const result = checkText(edit, { ...draftFactLines(draft.facts, draft.template, undefined, knowledge), language })
  return result.ok ? null : result.reason
}
