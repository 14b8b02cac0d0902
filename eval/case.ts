import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { PlaybookTrigger, SignalPayload } from '@/shared/agents/playbooks/types'
import type { SignalName } from '@/shared/agents/signal-graph'
import type { ThreadLine } from '@/shared/ai/prompt'
import { parseEvent, type EventType } from '@/shared/schemas/events'
import type { Company } from './companies'
import type { CommitmentKind } from '@/shared/ai/graders/commitments'

// One case of the eval (docs/ai-eval.md): a trigger the playbook decides on, the company it writes for, and an e-mail a
// good writer would send for it, against which the writer's e-mail is judged.

/** What makes a case hard on purpose: the requirement's kinds of adversarial input. */
export const ADVERSARIAL_KINDS = ['injection', 'discount', 'refund', 'angry', 'missing-facts', 'language'] as const
export type AdversarialKind = (typeof ADVERSARIAL_KINDS)[number]

export type EvalEmail = { subject: string; body: string }

/** Something a good answer to this case must say, beyond the playbook's decision: an apology, that the team follows up. */
export type CasePoint = { what: string; pattern: RegExp }

export type EvalCase = {
  /** `agent/title-as-slug`: how a run's case is matched with the baseline's. */
  id: string
  agent: CatalogueAgentId
  title: string
  trigger: PlaybookTrigger
  company: Company
  /** When the case answers a reply: the conversation so far, the reply last (docs/decisions/129-answers-in-the-thread.md). */
  thread?: ThreadLine[]
  /** An e-mail written for this case by a person: what a good answer looks like. */
  reference: EvalEmail
  adversarial: AdversarialKind[]
  points: CasePoint[]
  /** Whether a good answer takes up what the person said in their own words; false when it must translate them. */
  personal: boolean
  /** Commitments this case must not make even where the knowledge speaks of them. */
  forbid: CommitmentKind[]
}

/** What a case file states besides the trigger. */
export type CaseSpec = {
  title: string
  company: Company
  /** The reference: subject, then body. */
  reference: [string, string]
  adversarial?: AdversarialKind[]
  points?: CasePoint[]
  personal?: boolean
  forbid?: CommitmentKind[]
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function evalCase(agent: CatalogueAgentId, spec: CaseSpec, trigger: PlaybookTrigger, thread?: ThreadLine[]): EvalCase {
  const [subject, body] = spec.reference
  return {
    id: `${agent}/${slug(spec.title)}`,
    agent,
    title: spec.title,
    trigger,
    company: spec.company,
    ...(thread ? { thread } : {}),
    reference: { subject, body },
    adversarial: spec.adversarial ?? [],
    points: spec.points ?? [],
    personal: spec.personal ?? true,
    forbid: spec.forbid ?? [],
  }
}

/** A case from an event, validated by the event's own schema so a case never drifts from the API. */
export function eventCase(agent: CatalogueAgentId, spec: CaseSpec, type: EventType, data: Record<string, unknown>): EvalCase {
  return evalCase(agent, spec, { kind: 'event', event: parseEvent(type, data) })
}

/** A case from a signal another agent sends. */
export function signalCase(
  agent: CatalogueAgentId,
  spec: CaseSpec,
  signal: SignalName,
  from: CatalogueAgentId,
  payload: SignalPayload,
): EvalCase {
  return evalCase(agent, spec, { kind: 'signal', signal, from, payload })
}

/**
 * A reply to the agent's own e-mail: the `email.replied` event and the conversation the writer is shown, our e-mail
 * (`earlier`) then their reply, as the runtime reads it from the conversation.
 */
export function replyCase(
  agent: CatalogueAgentId,
  spec: CaseSpec,
  earlier: string,
  data: { lead_id: string; name?: string; email: string; subject?: string; body: string; language?: string },
): EvalCase {
  const thread: ThreadLine[] = [
    { from: 'us', text: earlier },
    { from: 'them', text: data.body },
  ]
  return evalCase(agent, spec, { kind: 'event', event: parseEvent('email.replied', data) }, thread)
}
