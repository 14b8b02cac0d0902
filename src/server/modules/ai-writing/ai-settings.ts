import { eq } from 'drizzle-orm'
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '@/shared/ai/budget'
import { hostOfUrl } from '@/shared/ai/hosted-services'
import { AI_PROVIDER_LABELS, isHostedProvider, type ModelChoice } from '@/shared/ai/providers'
import type { CompanyAiSettings, UpdateCompanyAiInput } from '@/shared/ai/settings'
import { chooseWriter, describeWriter } from '@/shared/ai/writer'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict } from '@/server/platform/http/http-errors'
import { describeAddressClass, vetHost, type AddressPolicy } from '@/server/platform/webhooks/public-address'
import { readCompanyPrivacy, recordPrivacyChange } from '@/server/modules/accounts'
import { companyChoiceOf, readCompanySettings, summariseCompanyModel } from './company-models'
import { confirmerName } from './local-confirmation'
import { encryptApiKey, keyHintOf } from './key-encryption'
import { companyAiSettings } from './schema'
import { budgetReached, monthUsage } from './token-budget'

export const NO_ENCRYPTION_KEY_MESSAGE = 'The server has no AI_KEY_ENCRYPTION_KEY: ask the operator to set one before saving an API key'

/** Settings → AI as the company sees it (docs/decisions/106-ai-writing.md): never a key, only whether one is set. */
export async function getAiSettings(
  db: Db,
  companyId: string,
  { server, canEdit, encryptionAvailable }: { server: ModelChoice | null; canEdit: boolean; encryptionAvailable: boolean },
): Promise<CompanyAiSettings> {
  const settings = await readCompanySettings(db, companyId)
  const confirmedBy = settings?.local_confirmed_host ? await confirmerName(db, settings.local_confirmed_by) : null
  const usage = await monthUsage(db, companyId)
  const privacy = (await readCompanyPrivacy(db, [companyId])).get(companyId)!
  const budget = settings?.monthly_token_budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET
  const decision = chooseWriter({ server, company: companyChoiceOf(settings), privacy, budgetReached: budgetReached(usage.tokens, budget) })
  return {
    server: server ? { provider: server.provider, model: server.model, runByCustomer: server.locality.kind === 'local' } : null,
    company: summariseCompanyModel(settings, confirmedBy),
    monthlyTokenBudget: budget,
    usage,
    writer: { kind: decision.kind, ...describeWriter(decision), ...(decision.kind === 'template' ? { code: decision.code } : {}) },
    canEdit,
    encryptionAvailable,
  }
}

const refuseUrl = (message: string) => badRequest(message, [{ path: 'baseUrl', message }])

/**
 * A company's base URL follows the rules of every URL users enter (docs/decisions/075-outgoing-requests-to-public-addresses.md):
 * public addresses only unless WEBHOOK_ALLOW_PRIVATE; each call checks again.
 */
async function checkBaseUrl(url: string, policy: AddressPolicy): Promise<void> {
  const vetted = await vetHost(new URL(url).hostname, policy)
  if (vetted.ok) return
  if (vetted.problem === 'unresolved') throw refuseUrl(`Check the base URL: ${vetted.hostname} could not be found`)
  const what = describeAddressClass(vetted.addressClass)
  throw refuseUrl(
    vetted.hostname === vetted.address
      ? `Use a base URL this server may reach: ${vetted.address} is ${what}`
      : `Use a base URL this server may reach: ${vetted.hostname} resolves to ${what}`,
  )
}

/**
 * Saves the company's own model. A key is kept only for the provider it was given for; a hosted service needs one.
 * Everything is checked before anything is written.
 */
export async function saveCompanyModel(
  db: Db,
  { companyId, userId }: { companyId: string; userId: string },
  input: UpdateCompanyAiInput,
  { encryptionKey, policy }: { encryptionKey: Buffer | null; policy: AddressPolicy },
): Promise<void> {
  if (input.apiKey && !encryptionKey) throw conflict(NO_ENCRYPTION_KEY_MESSAGE)
  const current = await readCompanySettings(db, companyId)
  const keepsKey = !input.apiKey && current?.provider === input.provider && current.api_key_ciphertext !== null
  if (isHostedProvider(input.provider) && !input.apiKey && !keepsKey) {
    const message = `Paste the API key of your ${AI_PROVIDER_LABELS[input.provider]} account`
    throw badRequest(message, [{ path: 'apiKey', message }])
  }
  const baseUrl = input.provider === 'openai-compatible' ? input.baseUrl!.replace(/\/+$/, '') : null
  if (baseUrl) await checkBaseUrl(baseUrl, policy)
  const key = input.apiKey
    ? { api_key_ciphertext: encryptApiKey(input.apiKey, encryptionKey!), api_key_hint: keyHintOf(input.apiKey) }
    : keepsKey
      ? {}
      : { api_key_ciphertext: null, api_key_hint: null }
  const values = {
    provider: input.provider,
    model: input.model,
    base_url: baseUrl,
    ...key,
    monthly_token_budget: input.monthlyTokenBudget,
    updated_by: userId,
    updated_at: new Date(),
  }
  await db.transaction(async (tx) => {
    // The owner's confirmation is for one host: another host, or a hosted provider, needs it given again.
    const cleared = await clearConfirmationUnless(tx, { companyId, userId }, baseUrl ? hostOfUrl(baseUrl) : null)
    await tx
      .insert(companyAiSettings)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: companyAiSettings.company_id, set: { ...values, ...cleared } })
  })
}

/** Sets the budget alone: a company that writes with the operator's model sets no provider of its own. */
export async function saveTokenBudget(db: Db, { companyId, userId }: { companyId: string; userId: string }, budget: number): Promise<void> {
  const values = { monthly_token_budget: budget, updated_by: userId, updated_at: new Date() }
  await db
    .insert(companyAiSettings)
    .values({ company_id: companyId, ...values })
    .onConflictDoUpdate({ target: companyAiSettings.company_id, set: values })
}

/** Removes the company's own model, its key and the owner's confirmation for it; the budget stays. */
export async function removeCompanyModel(db: Db, { companyId, userId }: { companyId: string; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const cleared = await clearConfirmationUnless(tx, { companyId, userId }, null)
    await tx
      .update(companyAiSettings)
      .set({
        provider: null,
        model: null,
        base_url: null,
        api_key_ciphertext: null,
        api_key_hint: null,
        ...cleared,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(companyAiSettings.company_id, companyId))
  })
}

/**
 * Unless the confirmation stands for `keptHost`, records in the privacy history that it ends and answers the columns
 * that clear it (docs/decisions/122-local-processing-that-means-it.md); answers nothing to change otherwise. The row is
 * locked so that a confirmation given meanwhile is seen.
 */
async function clearConfirmationUnless(tx: Db, who: { companyId: string; userId: string }, keptHost: string | null) {
  const [row] = await tx
    .select({ host: companyAiSettings.local_confirmed_host })
    .from(companyAiSettings)
    .where(eq(companyAiSettings.company_id, who.companyId))
    .for('update')
  if (!row?.host || row.host === keptHost) return {}
  await recordPrivacyChange(tx, { ...who, source: 'aiSettings' }, { control: 'localModelConfirmed', from: true, to: false })
  return { local_confirmed_host: null, local_confirmed_at: null, local_confirmed_by: null }
}
