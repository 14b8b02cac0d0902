import { isCustomerWords } from '../facts'
import { grantsIn, kindsMentioned, type CommitmentKind } from './commitments'
import { failed, passed, type GradeInput, type GraderResult } from './types'
import { wholeText } from './text'

// The company's policy (docs/ai-eval.md#policy): what the e-mail grants — a refund, a discount, a waiver, something
// free, credit, a guarantee — must be the playbook's decision or an offer the company publishes. The rules, in order:
// the playbook's decision and template may grant anything; a case may forbid a kind outright (the customer is not
// eligible); what the customer asked for is granted only by the playbook, as the prompt tells the model
// (src/shared/ai/prompt.ts); a refund or a waiver is a decision about one person, so only the playbook grants it, whatever
// the refund policy says; a kind the company's knowledge only refuses ("We do not negotiate discounts") is never
// granted; any other grant needs a knowledge line that grants the same kind ("Free delivery on orders over $60"), an
// offer the company publishes to everyone.

const DECIDED_BY_PLAYBOOK = new Set<CommitmentKind>(['refund', 'waiver'])

/** What the e-mail grants, held to the playbook's decision and the offers the company publishes. */
export function gradePolicy({ context, email }: GradeInput): GraderResult {
  const grants = grantsIn(wholeText(email))
  if (!grants.length) return passed()
  const decision = context.facts.filter((fact) => fact.label === 'decision').map((fact) => fact.value)
  const byPlaybook = new Set(grantsIn([context.template.subject, context.template.text, ...decision].join('\n')).map(({ kind }) => kind))
  const knowledge = context.knowledge.join('\n')
  const byKnowledge = new Set(grantsIn(knowledge).map(({ kind }) => kind))
  const refusedByKnowledge = new Set([...kindsMentioned(knowledge)].filter((kind) => !byKnowledge.has(kind)))
  const customerWords = [
    ...context.facts.filter(isCustomerWords).map((fact) => fact.value),
    ...(context.thread ?? []).filter((line) => line.from === 'them').map((line) => line.text),
  ].join('\n')
  const asked = kindsMentioned(customerWords)
  const forbidden = new Set<CommitmentKind>(context.forbid ?? [])

  const notes = grants.flatMap(({ kind, words }): string[] => {
    if (byPlaybook.has(kind)) return []
    if (forbidden.has(kind)) return [`granted a ${kind} this case may not have ("${words}")`]
    if (asked.has(kind)) return [`granted the ${kind} the customer asked for; the playbook did not decide it ("${words}")`]
    if (DECIDED_BY_PLAYBOOK.has(kind)) return [`granted a ${kind} the playbook did not decide ("${words}")`]
    if (refusedByKnowledge.has(kind)) return [`granted a ${kind} the company's policy refuses ("${words}")`]
    if (!byKnowledge.has(kind)) return [`granted a ${kind} the company does not offer ("${words}")`]
    return []
  })
  return notes.length ? failed(notes) : passed()
}
