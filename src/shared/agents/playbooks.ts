import type { CatalogueAgentId } from './catalogue'
import { runFinn } from './playbooks/finn'
import { runHarper } from './playbooks/harper'
import { runMax } from './playbooks/max'
import { answerReply } from './playbooks/replies'
import { runRiley } from './playbooks/riley'
import { runSam } from './playbooks/sam'
import type { PlaybookOutcome, PlaybookTrigger } from './playbooks/types'
import { MAX_SIGNAL_DEPTH } from './signal-graph'

const PLAYBOOKS: Record<CatalogueAgentId, (trigger: PlaybookTrigger) => PlaybookOutcome | null> = {
  max: runMax,
  harper: runHarper,
  finn: runFinn,
  sam: runSam,
  riley: runRiley,
}

/**
 * Runs an agent's playbook on an event or a signal (docs/product.md#agent-runtime): deterministic, so the same input
 * always gives the same outcome. `depth` is how many signals led here (0 for an event); at MAX_SIGNAL_DEPTH the
 * agent still acts but sends nothing further. Null when the agent has no rule for the trigger.
 */
export function runPlaybook(agent: CatalogueAgentId, trigger: PlaybookTrigger, depth = 0): PlaybookOutcome | null {
  // A reply to an agent's e-mail reaches that agent alone; Max has rules of his own for it.
  const outcome =
    trigger.kind === 'event' && trigger.event.type === 'email.replied' && agent !== 'max'
      ? answerReply(agent, trigger.event.data)
      : PLAYBOOKS[agent](trigger)
  if (!outcome || depth < MAX_SIGNAL_DEPTH || !outcome.signals.length) return outcome
  return { ...outcome, signals: [], steps: [...outcome.steps, `Signals not sent: the chain reached its limit of ${MAX_SIGNAL_DEPTH}.`] }
}
