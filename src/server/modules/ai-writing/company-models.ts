import { eq, inArray } from 'drizzle-orm'
import { companyModelLocality } from '@/shared/ai/model-locality'
import { hostOfUrl } from '@/shared/ai/hosted-services'
import type { ModelChoice } from '@/shared/ai/providers'
import type { CompanyAiSettings, ModelHosting } from '@/shared/ai/settings'
import type { Db } from '@/server/platform/db/client'
import type { ModelEndpoint } from './model-call'
import { decryptApiKey } from './key-encryption'
import { companyAiSettings } from './schema'

type SettingsRow = typeof companyAiSettings.$inferSelect

/** The company's own model as the writer decision sees it, or null when it set none (only a budget, or nothing). */
export function companyChoiceOf(
  row: Pick<SettingsRow, 'provider' | 'model' | 'base_url' | 'local_confirmed_host'> | undefined,
): ModelChoice | null {
  if (!row?.provider || !row.model) return null
  // A company endpoint counts as run by the company only on no hosted service's host and with the owner's word for
  // that host (docs/decisions/122-local-processing-that-means-it.md); its address was vetted when it was saved.
  return {
    source: 'company',
    provider: row.provider,
    model: row.model,
    baseUrl: row.base_url,
    locality: companyModelLocality({ provider: row.provider, baseUrl: row.base_url, confirmedHost: row.local_confirmed_host }),
  }
}

export async function readCompanySettings(db: Db, companyId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId))
  return row
}

/** The settings rows of several companies in one query (the runtime's batches). */
export async function readSettingsOf(db: Db, companyIds: string[]): Promise<Map<string, SettingsRow>> {
  if (companyIds.length === 0) return new Map()
  const rows = await db.select().from(companyAiSettings).where(inArray(companyAiSettings.company_id, companyIds))
  return new Map(rows.map((row) => [row.company_id, row]))
}

/**
 * The company's own endpoint with its key decrypted, or null: no model of its own, or a key the server can no longer
 * read (no encryption key, or another one), in which case it is not called at all rather than called without a key.
 */
export async function loadCompanyModel(db: Db, companyId: string, encryptionKey: Buffer | null): Promise<ModelEndpoint | null> {
  const row = await readCompanySettings(db, companyId)
  const choice = companyChoiceOf(row)
  if (!choice || !row) return null
  if (!row.api_key_ciphertext) return { ...choice, apiKey: null }
  const apiKey = encryptionKey ? decryptApiKey(row.api_key_ciphertext, encryptionKey) : null
  return apiKey === null ? null : { ...choice, apiKey }
}

/**
 * What GET /api/company/ai shows of the company's own model: never the key, only whether one is set and its end; and
 * who runs it, with the owner's confirmation for its host (docs/decisions/122-local-processing-that-means-it.md).
 */
export function summariseCompanyModel(row: SettingsRow | undefined, confirmedBy: string | null): CompanyAiSettings['company'] {
  const choice = companyChoiceOf(row)
  if (!choice || !row) return null
  const host = row.base_url ? hostOfUrl(row.base_url) : null
  const { locality } = choice
  const hosting: ModelHosting =
    locality.kind === 'hosted'
      ? { kind: 'hosted', service: locality.service, host }
      : {
          kind: 'own',
          host: host ?? '',
          confirmation:
            locality.kind === 'local' && row.local_confirmed_at
              ? { by: confirmedBy ?? 'Deleted user', at: row.local_confirmed_at.toISOString() }
              : null,
        }
  return {
    provider: choice.provider,
    model: choice.model,
    baseUrl: choice.baseUrl,
    keySet: row.api_key_ciphertext !== null,
    keyHint: row.api_key_hint,
    hosting,
  }
}
