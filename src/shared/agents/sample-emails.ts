import { parseEvent } from '../schemas/events'
import { AGENT_CATALOGUE, type CatalogueAgentId } from './catalogue'
import { EVENT_EXAMPLES } from './event-examples'
import { runPlaybook } from './playbooks'
import type { PlaybookEmail } from './playbooks/types'

export type SampleEmail = { agentId: CatalogueAgentId; agentName: string; email: PlaybookEmail }

/**
 * The first e-mail each agent writes from the example events of its triggers, as its playbook writes it: what the
 * Settings → Agent e-mails preview frames with the business's name, colour, logo and sign-off.
 */
function firstEmailOf(agentId: CatalogueAgentId, signals: readonly string[]): PlaybookEmail | null {
  for (const type of signals) {
    const examples = (EVENT_EXAMPLES as Record<string, unknown[]>)[type] ?? []
    for (const data of examples) {
      const outcome = runPlaybook(agentId, { kind: 'event', event: parseEvent(type as Parameters<typeof parseEvent>[0], data) })
      if (outcome?.email) return outcome.email
    }
  }
  return null
}

/** One sample e-mail per catalogue agent that writes e-mails, in catalogue order. */
export const SAMPLE_EMAILS: readonly SampleEmail[] = AGENT_CATALOGUE.flatMap((agent) => {
  const email = firstEmailOf(agent.id, agent.signals)
  return email ? [{ agentId: agent.id, agentName: agent.name, email }] : []
})
