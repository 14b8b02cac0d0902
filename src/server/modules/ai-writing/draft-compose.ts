import type { DraftWriter } from '@/shared/ai/draft'
import type { DraftFact } from '@/shared/ai/facts'
import { checkDraft } from '@/shared/ai/draft-check'
import { buildDraftPrompt, type ThreadLine } from '@/shared/ai/prompt'
import { BUDGET_REASON, chooseWriter } from '@/shared/ai/writer'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { callModel, type ModelEndpoint } from './model-call'
import { companyChoiceOf, loadCompanyModel, readCompanySettings } from './company-models'
import { budgetReached, monthUsage, reserveTokens, settleTokens } from './token-budget'

/** The longest answer a draft may take: a subject, 1500 characters of body and the facts it used. */
export const DRAFT_MAX_OUTPUT_TOKENS = 1000

export const UNREADABLE_KEY_REASON = 'The API key saved in Settings → AI cannot be read by this server: save it again'

export type ComposeOptions = {
  server: ModelEndpoint | null
  timeoutMs: number
  encryptionKey: Buffer | null
  policy: AddressPolicy
}

export type DraftToCompose = {
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
  } | null
}

/**
 * Writes a draft's text (docs/decisions/106-ai-writing.md): the writer is decided again (settings, privacy or the budget
 * may have changed since the run), the month's budget is reserved before the call, and the model's text is kept only
 * when it passes the checks; otherwise the playbook's template, with the reason. No transaction is held meanwhile.
 */
export async function composeDraft(db: Db, draft: DraftToCompose, options: ComposeOptions): Promise<ComposedDraft> {
  const template = (reason: string): ComposedDraft => ({
    writer: 'template',
    subject: draft.template.subject,
    body: draft.template.text,
    fallbackReason: reason,
    rewrittenBecause: null,
    factsUsed: null,
    call: null,
  })
  const settings = await readCompanySettings(db, draft.companyId)
  const usage = await monthUsage(db, draft.companyId)
  const decision = chooseWriter({
    server: options.server,
    company: companyChoiceOf(settings),
    privacy: draft.privacy,
    budgetReached: budgetReached(usage.tokens, settings?.monthly_token_budget),
  })
  if (decision.kind === 'template') return template(decision.reason)
  const endpoint =
    decision.choice.source === 'company' ? await loadCompanyModel(db, draft.companyId, options.encryptionKey) : options.server
  if (!endpoint) return template(UNREADABLE_KEY_REASON)

  const language = draft.facts.find((fact) => fact.label === 'language')?.value ?? null
  const prompt = buildDraftPrompt({
    agent: draft.agent,
    facts: draft.facts,
    template: draft.template,
    language,
    maskPersonal: decision.maskPersonal,
    knowledge: draft.knowledge,
    thread: draft.thread,
  })
  const facts = { sent: prompt.factsSent, permitted: prompt.factsPermitted, language }
  const calls: CallRecord[] = []
  let user = prompt.user
  let refused: string | null = null
  // A refused draft is written once more, told why; a second refusal falls back to the template with its reason.
  for (let attempt = 1; ; attempt++) {
    const outcome = await callOnce(db, draft.companyId, endpoint, { system: prompt.system, user }, options)
    // Out of budget for the second attempt: the first answer's refusal is the reason worth reading.
    if (outcome.kind === 'budget') return { ...template(refused ?? BUDGET_REASON), call: summed(endpoint, calls) }
    calls.push(outcome.call)
    const call = summed(endpoint, calls)
    if (!outcome.result.ok) return { ...template(outcome.result.reason), rewrittenBecause: refused, call }
    const answer = outcome.result.draft
    const check = checkDraft(answer, facts)
    if (check.ok)
      return {
        writer: 'model',
        subject: prompt.unmask(answer.subject),
        body: prompt.unmask(answer.body),
        fallbackReason: null,
        rewrittenBecause: refused,
        // As the model quoted them: placeholders where personal values were masked.
        factsUsed: answer.facts_used,
        call,
      }
    if (attempt === MAX_ATTEMPTS) return { ...template(check.reason), rewrittenBecause: refused, factsUsed: answer.facts_used, call }
    refused = check.reason
    user = `${prompt.user}\n\n${rewriteRequest(check.reason)}`
  }
}

/** Two answers at most: the first, and one written again with the reason it was refused. */
const MAX_ATTEMPTS = 2

/** What the second attempt is told: the refusal, in the words the business will read if it fails again. */
const rewriteRequest = (reason: string) =>
  `Your previous answer was refused: ${reason}. Write the e-mail again without it, keeping to the rules and the facts.`

type CallRecord = { user: string; system: string; inputTokens: number; outputTokens: number; latencyMs: number }

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
  }
}

/** One model call with its tokens reserved before and settled after; `budget` when the month's budget is spent. */
async function callOnce(
  db: Db,
  companyId: string,
  endpoint: ModelEndpoint,
  prompt: { system: string; user: string },
  options: ComposeOptions,
): Promise<{ kind: 'budget' } | { kind: 'answered'; result: Awaited<ReturnType<typeof callModel>>; call: CallRecord }> {
  // A token is about four characters of English; the answer may take all it is allowed.
  const estimate = Math.ceil((prompt.system.length + prompt.user.length) / 4) + DRAFT_MAX_OUTPUT_TOKENS
  if (!(await reserveTokens(db, companyId, estimate))) return { kind: 'budget' }
  let result: Awaited<ReturnType<typeof callModel>>
  try {
    result = await callModel(endpoint, prompt, {
      timeoutMs: options.timeoutMs,
      maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
      policy: options.policy,
    })
  } catch (error) {
    await settleTokens(db, companyId, estimate, 0)
    throw error
  }
  await settleTokens(db, companyId, estimate, result.inputTokens + result.outputTokens)
  const { inputTokens, outputTokens, latencyMs } = result
  return { kind: 'answered', result, call: { ...prompt, inputTokens, outputTokens, latencyMs } }
}
