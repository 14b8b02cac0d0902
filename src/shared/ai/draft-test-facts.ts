import { AGENT_CATALOGUE, type CatalogueAgentId } from '../agents/catalogue'
import { runPlaybook } from '../agents/playbooks'
import type { PlaybookTrigger } from '../agents/playbooks/types'
import { parseEvent, type CreateEventInput } from '../schemas/events'
import type { DraftCheckFacts } from './draft-check'
import { draftFacts } from './facts'
import { languageOf } from './language'
import { buildDraftPrompt } from './prompt'

/**
 * For tests: the facts a draft for this event is held to, as the compose step holds it (every line sent, the lines that
 * may stand behind a claim, the event's language), with the playbook's English template and the company's knowledge.
 */
export function heldTo(agent: CatalogueAgentId, event: Pick<CreateEventInput, 'type' | 'data'>, knowledge: string[] = []): DraftCheckFacts {
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent(event.type, event.data) }
  const outcome = runPlaybook(agent, trigger)!
  const { name, agent_type } = AGENT_CATALOGUE.find((entry) => entry.id === agent)!
  const prompt = buildDraftPrompt({
    agent: { name, role: agent_type },
    facts: draftFacts(trigger, outcome),
    template: { subject: outcome.email!.subject, text: outcome.email!.text, action: outcome.email!.action ?? null },
    language: languageOf(trigger),
    knowledge,
    maskPersonal: false,
  })
  return { sent: prompt.factsSent, permitted: prompt.factsPermitted, language: languageOf(trigger) }
}
