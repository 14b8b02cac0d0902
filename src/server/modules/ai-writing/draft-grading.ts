import { gradeContextOf, gradeDraft, type DraftGrades } from '@/shared/ai/graders/draft-grades'
import type { ComposedDraft, DraftToCompose } from './draft-compose'

/**
 * The graders' verdicts on a written draft (docs/decisions/134-test-bench.md), against the request with the real
 * values, as the eval grades its cases; `keep` masks what a note quotes when the company keeps only what a run needs.
 */
export function gradeComposed(
  draft: DraftToCompose,
  written: Pick<ComposedDraft, 'subject' | 'body'>,
  keep: (text: string) => string,
): DraftGrades {
  const language = draft.facts.find((fact) => fact.label === 'language')?.value ?? null
  const context = gradeContextOf({
    agent: draft.agent,
    facts: draft.facts,
    template: draft.template,
    language,
    knowledge: draft.knowledge,
    thread: draft.thread,
  })
  const grades = gradeDraft(context, { subject: written.subject, body: written.body })
  return Object.fromEntries(
    Object.entries(grades).map(([name, grade]) => [name, { ...grade, note: grade.note === null ? null : keep(grade.note) }]),
  ) as DraftGrades
}
