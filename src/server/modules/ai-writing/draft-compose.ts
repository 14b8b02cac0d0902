import type { DraftWriter } from '@/shared/ai/draft'
import type { DraftFact } from '@/shared/ai/facts'
import { checkDraft } from '@/shared/ai/draft-check'
import { buildDraftPrompt } from '@/shared/ai/prompt'
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
}

/** The text a draft gets and how it was written; the call's details are null when no model was called. */
export type ComposedDraft = {
  writer: DraftWriter
  subject: string
  body: string
  fallbackReason: string | null
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
  })
  // A token is about four characters of English; the answer may take all it is allowed.
  const estimate = Math.ceil((prompt.system.length + prompt.user.length) / 4) + DRAFT_MAX_OUTPUT_TOKENS
  if (!(await reserveTokens(db, draft.companyId, estimate))) return template(BUDGET_REASON)
  let result: Awaited<ReturnType<typeof callModel>>
  try {
    result = await callModel(
      endpoint,
      { system: prompt.system, user: prompt.user },
      { timeoutMs: options.timeoutMs, maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS, policy: options.policy },
    )
  } catch (error) {
    await settleTokens(db, draft.companyId, estimate, 0)
    throw error
  }
  await settleTokens(db, draft.companyId, estimate, result.inputTokens + result.outputTokens)
  const call = {
    provider: endpoint.provider,
    model: endpoint.model,
    prompt: { system: prompt.system, user: prompt.user },
    inputTokens: result.inputTokens,
    outputTokens: result.outputTokens,
    latencyMs: result.latencyMs,
  }
  if (!result.ok) return { ...template(result.reason), call }
  const check = checkDraft(result.draft, prompt.factsSent)
  if (!check.ok) return { ...template(check.reason), factsUsed: result.draft.facts_used, call }
  return {
    writer: 'model',
    subject: prompt.unmask(result.draft.subject),
    body: prompt.unmask(result.draft.body),
    fallbackReason: null,
    // As the model quoted them: placeholders where personal values were masked.
    factsUsed: result.draft.facts_used,
    call,
  }
}
