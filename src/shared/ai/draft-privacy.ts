import type { DraftFact } from './facts'
import { maskEmail, maskText, maskValue } from '../privacy/mask'
import { kindOfField } from '../privacy/personal-fields'
import type { PersonalValue } from '../privacy/agent-output'

// What a draft keeps once its e-mail is queued when the company keeps only what a run needs
// (docs/decisions/101-privacy-controls.md): no personal value, as the run and the outbox keep none.

/** How a personal fact counts: as its event field does, or as free text (a signal's note). */
function kindOfFact(fact: DraftFact): PersonalValue['kind'] {
  const kind = kindOfField(fact.label.replaceAll(' ', '_'))
  return kind === 'fact' ? 'text' : kind
}

/** The personal values among a draft's facts. */
export function personalValuesOfFacts(facts: DraftFact[]): PersonalValue[] {
  return facts.flatMap((fact) => (fact.personal ? [{ value: fact.value, kind: kindOfFact(fact) }] : []))
}

/** The draft's address, text and facts with every personal value masked. */
export function maskSentDraft(draft: {
  to: string
  subject: string
  body: string
  template_subject: string
  template_text: string
  facts: DraftFact[]
}) {
  const values = personalValuesOfFacts(draft.facts)
  return {
    to: maskEmail(draft.to),
    template_subject: maskText(draft.template_subject, values),
    template_text: maskText(draft.template_text, values),
    subject: maskText(draft.subject, values),
    body: maskText(draft.body, values),
    // The playbook's decision lines quote the person too ("Scored new lead Ada Park").
    facts: draft.facts.map((fact) => ({
      ...fact,
      value: fact.personal ? maskValue(fact.value, kindOfFact(fact)) : maskText(fact.value, values),
    })),
  }
}
