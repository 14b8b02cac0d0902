import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { PlaybookTrigger, SignalPayload } from '@/shared/agents/playbooks/types'
import type { SignalName } from '@/shared/agents/signal-graph'
import { parseEvent, type EventType } from '@/shared/schemas/events'

/** One realistic trigger for an agent whose playbook writes an e-mail. */
export type EvalCase = { agent: CatalogueAgentId; title: string; trigger: PlaybookTrigger }

/** A case from an event, validated by the event's own schema so a case never drifts from the API. */
export function eventCase(agent: CatalogueAgentId, title: string, type: EventType, data: Record<string, unknown>): EvalCase {
  return { agent, title, trigger: { kind: 'event', event: parseEvent(type, data) } }
}

/** A case from a signal another agent sends. */
export function signalCase(
  agent: CatalogueAgentId,
  title: string,
  signal: SignalName,
  from: CatalogueAgentId,
  payload: SignalPayload,
): EvalCase {
  return { agent, title, trigger: { kind: 'signal', signal, from, payload } }
}
