import type { DraftWriter, FallbackKind } from '@/shared/ai/draft'
import type { DraftFact } from '@/shared/ai/facts'
import { checkDraft } from '@/shared/ai/draft-check'
import { buildDraftPrompt, type ThreadLine } from '@/shared/ai/prompt'
import type { Teaching } from '@/shared/ai/prompt-teaching'
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '@/shared/ai/budget'
import { callCostMicros, DEFAULT_PRICE_TABLE, type PriceTable } from '@/shared/ai/model-prices'
import { BUDGET_REASON, chooseWriter, FALLBACK_KIND_OF, MONEY_BUDGET_REASON } from '@/shared/ai/writer'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { callModel, type ModelEndpoint } from './model-call'
import { companyChoiceOf, loadCompanyModel, readCompanySettings } from './company-models'
import { budgetVerdict, DRAFT_MAX_OUTPUT_TOKENS, largestUseOf, nextCallMicros } from './call-estimate'
import { recordProviderFailure } from './provider-failures'
import { monthUsage, reserveCall, settleCall } from './token-budget'

export { DRAFT_MAX_OUTPUT_TOKENS } from './call-estimate'

export const UNREADABLE_KEY_REASON = 'The API key saved in Settings → AI cannot be read by this server: save it again'

export type ComposeOptions = {
  server: ModelEndpoint | null
  timeoutMs: number
  encryptionKey: Buffer | null
  policy: AddressPolicy
  /** What models cost (Config['ai']['prices']); the defaults when absent (docs/decisions/132-cost-in-money.md). */
  prices?: PriceTable
  /**
   * A test bench replay: its provider failing (the proposed model's above all) is not the live agents' outage, so it
   * neither counts toward the banner nor waits for a recovery (docs/decisions/133-provider-outages.md).
   */
  trial?: boolean
}

/** `Teaching`: the business's voice, the agent's guide and examples, a reviewer's note (docs/decisions/131). */
export type DraftToCompose = Teaching & {
  companyId: string
  agent: { name: string; role: string }
  privacy: PrivacyControls
  facts: DraftFact[]
  template: { subject: string; text: string; action: string | null }
  /** The company's knowledge as lines (`knowledgeLines`): the business's own facts. */
  knowledge?: readonly string[]
  /** The conversation when the draft answers a reply (`threadBefore`). */
  thread?: readonly ThreadLine[]
}

/** The text a draft gets and how it was written; the call's details are null when no model was called. */
export type ComposedDraft = {
  writer: DraftWriter
  subject: string
  body: string
  fallbackReason: string | null
  /** The reason's kind (FALLBACK_KINDS): `provider` drafts are written again once it answers; null when the model wrote. */
  fallbackKind: FallbackKind | null
  /** Why the model's first answer was refused when it was asked once more; null when it was not. */
  rewrittenBecause: string | null
  factsUsed: string[] | null
  call: {
    provider: ModelEndpoint['provider']
    model: string
    prompt: { system: string; user: string }
    inputTokens: number
    outputTokens: number
    latencyMs: number
    /** What the calls cost in millionths of the price table's currency; null when the model has no price. */
    costMicros: number | null
  } | null
}

/**
 * A model to write with instead of the company's own: the test bench's proposal (docs/decisions/134-test-bench.md),
 * decided on by the same rules (privacy, the budget) and held to the same checks.
 */
export type ProposedModel = ModelEndpoint & { source: 'company' }

/**
 * Writes a draft's text (docs/decisions/106-ai-writing.md): the writer is decided again (settings, privacy or the budget
 * may have changed since the run), the month's budget is reserved before the call, and the model's text is kept only
 * when it passes the checks; otherwise the playbook's template, with the reason. No transaction is held meanwhile.
 */
export async function composeDraft(
  db: Db,
  draft: DraftToCompose,
  options: ComposeOptions,
  proposed: ProposedModel | null = null,
): Promise<ComposedDraft> {
  const prices = options.prices ?? DEFAULT_PRICE_TABLE
  const template = (reason: string, kind: FallbackKind): ComposedDraft => ({
    writer: 'template',
    subject: draft.template.subject,
    body: draft.template.text,
    fallbackReason: reason,
    fallbackKind: kind,
    rewrittenBecause: null,
    factsUsed: null,
    call: null,
  })
  const settings = await readCompanySettings(db, draft.companyId)
  const usage = await monthUsage(db, draft.companyId)
  const company = proposed ?? companyChoiceOf(settings)
  const decision = chooseWriter({
    server: options.server,
    company,
    privacy: draft.privacy,
    budgetReached: budgetVerdict(usage, settings, nextCallMicros(prices, (company ?? options.server)?.model ?? null)),
  })
  if (decision.kind === 'template') return template(decision.reason, FALLBACK_KIND_OF[decision.code])
  const endpoint = proposed
    ? proposed
    : decision.choice.source === 'company'
      ? await loadCompanyModel(db, draft.companyId, options.encryptionKey)
      : options.server
  if (!endpoint) return template(UNREADABLE_KEY_REASON, 'setup')

  const language = draft.facts.find((fact) => fact.label === 'language')?.value ?? null
  const prompt = buildDraftPrompt({
    agent: draft.agent,
    facts: draft.facts,
    template: draft.template,
    language,
    maskPersonal: decision.maskPersonal,
    knowledge: draft.knowledge,
    thread: draft.thread,
    voice: draft.voice,
    guidance: draft.guidance,
    examples: draft.examples,
    feedback: draft.feedback,
  })
  const facts = { sent: prompt.factsSent, permitted: prompt.factsPermitted, language }
  const calls: CallRecord[] = []
  let user = prompt.user
  let refused: string | null = null
  // A refused draft is written once more, told why; a second refusal falls back to the template with its reason.
  for (let attempt = 1; ; attempt++) {
    const outcome = await callOnce(db, draft.companyId, endpoint, { system: prompt.system, user }, { ...options, prices })
    // Out of budget for the second attempt: the first answer's refusal is the reason worth reading.
    if (outcome.kind === 'budget') {
      const reason = outcome.budget === 'money' ? MONEY_BUDGET_REASON : BUDGET_REASON
      return { ...(refused ? template(refused, 'refused') : template(reason, 'budget')), call: summed(endpoint, calls) }
    }
    calls.push(outcome.call)
    const call = summed(endpoint, calls)
    if (!outcome.result.ok) {
      // An answer in the wrong shape is the model's refusal; only an error or a timeout is the provider failing.
      const kind = outcome.result.failure === 'provider' ? 'provider' : 'refused'
      return { ...template(outcome.result.reason, kind), rewrittenBecause: refused, call }
    }
    const answer = outcome.result.draft
    const check = checkDraft(answer, facts)
    if (check.ok)
      return {
        writer: 'model',
        subject: prompt.unmask(answer.subject),
        body: prompt.unmask(answer.body),
        fallbackReason: null,
        fallbackKind: null,
        rewrittenBecause: refused,
        // As the model quoted them: placeholders where personal values were masked.
        factsUsed: answer.facts_used,
        call,
      }
    if (attempt === MAX_ATTEMPTS)
      return { ...template(check.reason, 'refused'), rewrittenBecause: refused, factsUsed: answer.facts_used, call }
    refused = check.reason
    user = `${prompt.user}\n\n${rewriteRequest(check.reason)}`
  }
}

/** Two answers at most: the first, and one written again with the reason it was refused. */
const MAX_ATTEMPTS = 2

/** What the second attempt is told: the refusal, in the words the business will read if it fails again. */
const rewriteRequest = (reason: string) =>
  `Your previous answer was refused: ${reason}. Write the e-mail again without it, keeping to the rules and the facts.`

type CallRecord = {
  user: string
  system: string
  inputTokens: number
  outputTokens: number
  latencyMs: number
  costMicros: number | null
}

/** The run's record of its calls: the last prompt, and the tokens and time of all of them. */
function summed(endpoint: ModelEndpoint, calls: CallRecord[]): ComposedDraft['call'] {
  const last = calls.at(-1)
  if (!last) return null
  return {
    provider: endpoint.provider,
    model: endpoint.model,
    prompt: { system: last.system, user: last.user },
    inputTokens: calls.reduce((total, call) => total + call.inputTokens, 0),
    outputTokens: calls.reduce((total, call) => total + call.outputTokens, 0),
    latencyMs: calls.reduce((total, call) => total + call.latencyMs, 0),
    // Unknown if any call's price is: a sum of known and unknown costs would understate it.
    costMicros: calls.some((call) => call.costMicros === null) ? null : calls.reduce((total, call) => total + call.costMicros!, 0),
  }
}

/**
 * One model call with its largest use of the month's budgets (tokens and money) reserved before and settled after;
 * `budget` when either budget has no room for it. A provider that fails is recorded (docs/decisions/133-provider-outages.md).
 */
async function callOnce(
  db: Db,
  companyId: string,
  endpoint: ModelEndpoint,
  prompt: { system: string; user: string },
  options: ComposeOptions & { prices: PriceTable },
): Promise<
  { kind: 'budget'; budget: 'tokens' | 'money' } | { kind: 'answered'; result: Awaited<ReturnType<typeof callModel>>; call: CallRecord }
> {
  const reserved = largestUseOf(options.prices, endpoint.model, prompt)
  if (!(await reserveCall(db, companyId, reserved))) return { kind: 'budget', budget: await exhaustedBudget(db, companyId, reserved) }
  let result: Awaited<ReturnType<typeof callModel>>
  try {
    result = await callModel(endpoint, prompt, {
      timeoutMs: options.timeoutMs,
      maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
      policy: options.policy,
    })
  } catch (error) {
    await settleCall(db, companyId, reserved, { tokens: 0, costMicros: 0 })
    throw error
  }
  const { inputTokens, outputTokens, latencyMs } = result
  const costMicros = callCostMicros(options.prices, endpoint.model, inputTokens, outputTokens)
  await settleCall(db, companyId, reserved, { tokens: inputTokens + outputTokens, costMicros: costMicros ?? 0 })
  if (!result.ok && result.failure === 'provider' && !options.trial) await recordProviderFailure(db, companyId, endpoint, result.reason)
  return { kind: 'answered', result, call: { ...prompt, inputTokens, outputTokens, latencyMs, costMicros } }
}

/** Which budget refused a reservation: the tokens when they alone would not fit, else the money. */
async function exhaustedBudget(db: Db, companyId: string, wanted: { tokens: number }): Promise<'tokens' | 'money'> {
  const [usage, settings] = await Promise.all([monthUsage(db, companyId), readCompanySettings(db, companyId)])
  return usage.tokens + wanted.tokens > (settings?.monthly_token_budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET) ? 'tokens' : 'money'
}
