import { fromParts, type GraderResult } from '@/shared/ai/graders/types'
import type { GradeInput } from './types'

// The playbook's decision carried through (docs/ai-eval.md#decision): the person's name when the facts hold one, every
// id and amount the template states (thousands separators ignored; ISO dates, which a good writer rewrites, are not
// held to), and the button when the playbook promises one. A template copy passes it: it grades what was decided, not
// how well it is said.

const BUTTON_WORDS =
  /\b(?:button|below|link|schaltfläche|unten|bouton|ci-dessous|lien|botón|abajo|enlace|pulsante|qui sotto|botão|abaixo|knop|hieronder|poniżej|przycisk\w*)\b/iu
const normalise = (text: string) => text.toLowerCase().replace(/(\d)[,. \u00a0\u202f](?=\d{3}(?!\d))/g, '$1')
// The customer's id stands in a template only where it has no name ("Hi CU-17"): a writer rightly leaves it out.
const NOT_ANCHORS = new Set(['event', 'signal', 'decision', 'language', 'customer id'])

export function gradeDecision({ prepared, email }: GradeInput): GraderResult {
  const { facts, template } = prepared
  const body = normalise(`${email.subject}\n${email.body}`)
  const name = facts.find((fact) => ['name', 'customer name'].includes(fact.label) && !fact.value.includes('@'))?.value
  const nameParts =
    name
      ?.toLowerCase()
      .split(/\s+/)
      .filter((part) => part.length >= 3) ?? []
  const templateText = normalise(template.text)
  const anchors = facts
    .filter((fact) => !fact.personal && !NOT_ANCHORS.has(fact.label))
    .map((fact) => normalise(fact.value))
    .filter((value) => /\d/.test(value) && !/^\d{4}-\d{2}-\d{2}/.test(value) && templateText.includes(value))
  const actionWords = template.action?.toLowerCase().match(/\p{L}{4,}/gu) ?? []
  return fromParts([
    ...(name ? [{ ok: nameParts.some((part) => body.includes(part)), note: `no name (${name})` }] : []),
    ...anchors.map((anchor) => ({ ok: body.includes(anchor), note: `missing ${anchor}` })),
    ...(template.action
      ? [
          {
            ok: BUTTON_WORDS.test(email.body) || actionWords.some((word) => body.includes(word)),
            note: `no mention of "${template.action}"`,
          },
        ]
      : []),
  ])
}
