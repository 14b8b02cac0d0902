import { personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import type { DraftFact } from '@/shared/ai/facts'
import { maskText } from '@/shared/privacy/mask'
import { personalInText } from '@/shared/privacy/personal-in-text'

/**
 * What the test bench keeps of a replayed e-mail (docs/decisions/134-test-bench.md): the person's values masked, as a
 * draft's stored reasons are when the company keeps only what a run needs, whatever the privacy controls say. A test
 * needs the writing, not the person, and a copy kept here would escape the person's own deletion of their data.
 */
export function personMasker(facts: DraftFact[], texts: string[]): (text: string) => string {
  const values = [
    ...personalValuesOfFacts(facts),
    // A phone number or card in someone's message, which the writer may repeat.
    ...[...facts.map((fact) => fact.value), ...texts].flatMap(personalInText).map(({ value }) => ({ value, kind: 'text' as const })),
  ]
  return (text) => maskText(text, values)
}
