import { hostOfUrl } from '@/shared/ai/hosted-services'
import { companyModelLocality } from '@/shared/ai/model-locality'
import type { ModelVersionSettings } from '@/shared/ai/setting-versions'
import type { Db } from '@/server/platform/db/client'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { checkBaseUrl, clearConfirmationUnless } from './ai-settings'
import { readCompanySettings } from './company-models'
import type { ProposedModel } from './draft-compose'
import { decryptApiKey } from './key-encryption'
import { recordModelChange, type VersionOrigin } from './model-versions'
import { companyAiSettings } from './schema'

/**
 * Writes a model as a version holds it (its key already encrypted): the test bench's Apply and a restore. The base URL
 * is vetted again first (it may resolve elsewhere now), and the owner's confirmation ends with a change of host.
 */
export async function applyModelSettings(
  db: Db,
  who: { companyId: string; userId: string },
  settings: ModelVersionSettings,
  { policy, ...origin }: VersionOrigin & { policy: AddressPolicy },
): Promise<void> {
  if (settings.baseUrl) await checkBaseUrl(settings.baseUrl, policy)
  const values = {
    provider: settings.provider,
    model: settings.provider ? settings.model : null,
    base_url: settings.provider ? settings.baseUrl : null,
    api_key_ciphertext: settings.provider ? settings.apiKeyCiphertext : null,
    api_key_hint: settings.provider ? settings.apiKeyHint : null,
    updated_by: who.userId,
    updated_at: new Date(),
  }
  await db.transaction(async (tx) => {
    const before = await readCompanySettings(tx, who.companyId)
    const cleared = await clearConfirmationUnless(tx, who, values.base_url ? hostOfUrl(values.base_url) : null)
    await tx
      .insert(companyAiSettings)
      .values({ company_id: who.companyId, ...values })
      .onConflictDoUpdate({ target: companyAiSettings.company_id, set: { ...values, ...cleared } })
    await recordModelChange(tx, who, before, values, origin)
  })
}

/**
 * The endpoint a proposed model is called at, its key decrypted; its locality is decided as for the company's own model,
 * the owner's confirmation counting for the host it was given for. Null when its key cannot be read any more.
 */
export async function proposedEndpointOf(
  db: Db,
  companyId: string,
  settings: ModelVersionSettings,
  encryptionKey: Buffer | null,
): Promise<ProposedModel | null> {
  if (!settings.provider || !settings.model) return null
  const current = await readCompanySettings(db, companyId)
  const locality = companyModelLocality({
    provider: settings.provider,
    baseUrl: settings.baseUrl,
    confirmedHost: current?.local_confirmed_host ?? null,
  })
  const apiKey = settings.apiKeyCiphertext ? (encryptionKey ? decryptApiKey(settings.apiKeyCiphertext, encryptionKey) : null) : null
  if (settings.apiKeyCiphertext && apiKey === null) return null
  return { source: 'company', provider: settings.provider, model: settings.model, baseUrl: settings.baseUrl, locality, apiKey }
}
