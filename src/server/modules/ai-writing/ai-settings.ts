import { eq } from 'drizzle-orm'
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '@/shared/ai/budget'
import { hostOfUrl } from '@/shared/ai/hosted-services'
import { AI_PROVIDER_LABELS, isHostedProvider, type ModelChoice } from '@/shared/ai/providers'
import type { CompanyAiSettings, UpdateCompanyAiInput } from '@/shared/ai/settings'
import type { ModelVersionSettings } from '@/shared/ai/setting-versions'
import { DEFAULT_PRICE_TABLE, type PriceTable } from '@/shared/ai/model-prices'
import { chooseWriter, describeWriter } from '@/shared/ai/writer'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict } from '@/server/platform/http/http-errors'
import { describeAddressClass, vetHost, type AddressPolicy } from '@/server/platform/webhooks/public-address'
import { readCompanyPrivacy, recordPrivacyChange } from '@/server/modules/accounts'
import { companyChoiceOf, readCompanySettings, summariseCompanyModel } from './company-models'
import { confirmerName } from './local-confirmation'
import { encryptApiKey, keyHintOf } from './key-encryption'
import { companyAiSettings } from './schema'
import { NO_MODEL, recordModelChange } from './model-versions'
import { budgetVerdict, nextCallMicros } from './call-estimate'
import { monthUsage } from './token-budget'
import { KEY_SAVING_UNAVAILABLE } from '@/shared/ai/key-saving'

/** What an owner reads when the installation cannot store keys; the administrator's detail is in the log (ai-writing-plugin). */
export const NO_ENCRYPTION_KEY_MESSAGE = KEY_SAVING_UNAVAILABLE

/** Settings → AI as the company sees it (docs/decisions/106-ai-writing.md): never a key, only whether one is set. */
export async function getAiSettings(
  db: Db,
  companyId: string,
  {
    server,
    canEdit,
    encryptionAvailable,
    prices = DEFAULT_PRICE_TABLE,
  }: { server: ModelChoice | null; canEdit: boolean; encryptionAvailable: boolean; prices?: PriceTable },
): Promise<CompanyAiSettings> {
  const settings = await readCompanySettings(db, companyId)
  const confirmedBy = settings?.local_confirmed_host ? await confirmerName(db, settings.local_confirmed_by) : null
  const usage = await monthUsage(db, companyId)
  const privacy = (await readCompanyPrivacy(db, [companyId])).get(companyId)!
  const budget = settings?.monthly_token_budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET
  const company = companyChoiceOf(settings)
  const budgetReached = budgetVerdict(usage, settings, nextCallMicros(prices, (company ?? server)?.model ?? null))
  const decision = chooseWriter({ server, company, privacy, budgetReached })
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
export async function checkBaseUrl(url: string, policy: AddressPolicy): Promise<void> {
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
 * The company's own model as it would be stored (docs/decisions/106-ai-writing.md), checked before anything is written:
 * a new key is encrypted (never kept in clear) and needs the server's key; an omitted one keeps the saved key for the
 * same provider; a hosted service needs one; the base URL must lead to an address this server may reach. Settings → AI
 * saves it, and the test bench proposes it (docs/decisions/134-test-bench.md); `keyPath` names the key's field.
 */
export async function checkedModelSettings(
  db: Db,
  companyId: string,
  input: Pick<UpdateCompanyAiInput, 'provider' | 'model' | 'baseUrl' | 'apiKey'>,
  { encryptionKey, policy, keyPath = 'apiKey' }: { encryptionKey: Buffer | null; policy: AddressPolicy; keyPath?: string },
): Promise<ModelVersionSettings> {
  if (input.apiKey && !encryptionKey) throw conflict(NO_ENCRYPTION_KEY_MESSAGE)
  const current = await readCompanySettings(db, companyId)
  const keepsKey = !input.apiKey && current?.provider === input.provider && current.api_key_ciphertext !== null
  if (isHostedProvider(input.provider) && !input.apiKey && !keepsKey) {
    const message = `Paste the API key of your ${AI_PROVIDER_LABELS[input.provider]} account`
    throw badRequest(message, [{ path: keyPath, message }])
  }
  const baseUrl = input.provider === 'openai-compatible' ? input.baseUrl!.replace(/\/+$/, '') : null
  if (baseUrl) await checkBaseUrl(baseUrl, policy)
  const key = input.apiKey
    ? { apiKeyCiphertext: encryptApiKey(input.apiKey, encryptionKey!), apiKeyHint: keyHintOf(input.apiKey) }
    : { apiKeyCiphertext: keepsKey ? current!.api_key_ciphertext : null, apiKeyHint: keepsKey ? current!.api_key_hint : null }
  return { provider: input.provider, model: input.model, baseUrl, ...key }
}

/** Saves the company's own model and the budget; a new model, address or key is recorded as a version. */
export async function saveCompanyModel(
  db: Db,
  { companyId, userId }: { companyId: string; userId: string },
  input: UpdateCompanyAiInput,
  { encryptionKey, policy }: { encryptionKey: Buffer | null; policy: AddressPolicy },
): Promise<void> {
  const checked = await checkedModelSettings(db, companyId, input, { encryptionKey, policy })
  const values = {
    provider: checked.provider,
    model: checked.model,
    base_url: checked.baseUrl,
    api_key_ciphertext: checked.apiKeyCiphertext,
    api_key_hint: checked.apiKeyHint,
    monthly_token_budget: input.monthlyTokenBudget,
    updated_by: userId,
    updated_at: new Date(),
  }
  await db.transaction(async (tx) => {
    const current = await readCompanySettings(tx, companyId)
    // The owner's confirmation is for one host: another host, or a hosted provider, needs it given again.
    const cleared = await clearConfirmationUnless(tx, { companyId, userId }, checked.baseUrl ? hostOfUrl(checked.baseUrl) : null)
    await tx
      .insert(companyAiSettings)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: companyAiSettings.company_id, set: { ...values, ...cleared } })
    // A new model, address or key is a version (docs/decisions/135-setting-versions.md); the budget alone is not.
    await recordModelChange(tx, { companyId, userId }, current, values)
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
    const before = await readCompanySettings(tx, companyId)
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
    await recordModelChange(tx, { companyId, userId }, before, NO_MODEL)
  })
}

/**
 * Unless the confirmation stands for `keptHost`, records in the privacy history that it ends and answers the columns
 * that clear it (docs/decisions/122-local-processing-that-means-it.md); answers nothing to change otherwise. The row is
 * locked so that a confirmation given meanwhile is seen.
 */
export async function clearConfirmationUnless(tx: Db, who: { companyId: string; userId: string }, keptHost: string | null) {
  const [row] = await tx
    .select({ host: companyAiSettings.local_confirmed_host })
    .from(companyAiSettings)
    .where(eq(companyAiSettings.company_id, who.companyId))
    .for('update')
  if (!row?.host || row.host === keptHost) return {}
  await recordPrivacyChange(tx, { ...who, source: 'aiSettings' }, { control: 'localModelConfirmed', from: true, to: false })
  return { local_confirmed_host: null, local_confirmed_at: null, local_confirmed_by: null }
}
