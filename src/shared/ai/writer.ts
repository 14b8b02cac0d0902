import { mayUseOutsideProcessor } from '../privacy/outside-processor'
import type { PrivacyControls } from '../schemas/privacy'
import type { FallbackKind } from './draft'
import { AI_PROVIDER_LABELS, type ModelChoice } from './providers'

/**
 * Who writes an agent's words (docs/decisions/106-ai-writing.md): the model the company set in Settings → AI, else the
 * operator's, when privacy and the month's token budget allow; otherwise the playbook's templates, with the reason.
 */
export type WriterDecision =
  { kind: 'model'; choice: ModelChoice; maskPersonal: boolean } | { kind: 'template'; code: 'none' | 'privacy' | 'budget'; reason: string }

export type WriterInputs = {
  server: ModelChoice | null
  company: ModelChoice | null
  privacy: Pick<PrivacyControls, 'localProcessing' | 'dataCollection'>
  /**
   * This month's budget is used up: `true` or `'tokens'` the token budget, `'money'` the budget in money
   * (docs/decisions/132-cost-in-money.md); false while both leave room.
   */
  budgetReached: boolean | 'tokens' | 'money'
}

export const NO_MODEL_REASON = 'No language model is configured: the playbook’s templates write every e-mail'
export const BUDGET_REASON = 'This month’s token budget is used up: the playbook’s templates write until next month'
export const MONEY_BUDGET_REASON =
  'This month’s AI budget is spent: the playbook’s templates write until next month, or until the owner raises the budget'

const LOCAL_ONLY = 'Local processing is on: personal data goes only to a model you or the operator run'

/** Why Local processing keeps a model from writing, in the business's words; null when it may write. */
export function privacyRefusal(choice: ModelChoice): string | null {
  const { locality } = choice
  switch (locality.kind) {
    case 'local':
      return null
    case 'hosted':
      return `${LOCAL_ONLY}, so ${locality.service} is not used`
    case 'unconfirmed':
      return `Local processing is on: your model at ${locality.host} is used once the owner confirms in Settings → AI that your company runs it or has a data processing agreement for it`
    case 'public':
      return `${LOCAL_ONLY}, so the server’s model, at a public address, is not used`
  }
}

/** The kind a draft's fallback is recorded with when the writer decision gave the template (FALLBACK_KINDS). */
export const FALLBACK_KIND_OF = { none: 'setup', privacy: 'privacy', budget: 'budget' } as const satisfies Record<
  Extract<WriterDecision, { kind: 'template' }>['code'],
  FallbackKind
>

export function chooseWriter({ server, company, privacy, budgetReached }: WriterInputs): WriterDecision {
  const choice = company ?? server
  if (!choice) return { kind: 'template', code: 'none', reason: NO_MODEL_REASON }
  // A model the company or the operator runs is not an outside processor; a hosted service, or an endpoint nobody has
  // vouched for, is (docs/decisions/122-local-processing-that-means-it.md).
  const refusal = mayUseOutsideProcessor(privacy) ? null : privacyRefusal(choice)
  if (refusal) return { kind: 'template', code: 'privacy', reason: refusal }
  if (budgetReached) return { kind: 'template', code: 'budget', reason: budgetReached === 'money' ? MONEY_BUDGET_REASON : BUDGET_REASON }
  return { kind: 'model', choice, maskPersonal: !privacy.dataCollection }
}

/** What the dashboard says about an agent's writer: "Template" or the model's name, and why templates write. */
export function describeWriter(decision: WriterDecision): { label: string; detail: string } {
  if (decision.kind === 'template') return { label: 'Templates', detail: decision.reason }
  const { provider, model } = decision.choice
  // The badge already names the model: the detail says what it does, in the business's words, and by whom it is run.
  return {
    label: model,
    detail: `The model words each e-mail (${AI_PROVIDER_LABELS[provider]}); your agents' playbooks decide what to send and to whom`,
  }
}
