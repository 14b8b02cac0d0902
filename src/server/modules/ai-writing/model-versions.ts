import { modelSummary, type ModelVersionSettings } from '@/shared/ai/setting-versions'
import type { Db } from '@/server/platform/db/client'
import { companyAiSettings } from './schema'
import { recordSettingVersion } from './setting-versions'

// The company's own model as versions keep it (docs/decisions/135-setting-versions.md): a version is recorded with each
// save of Settings → AI that changes the model, its address or its key, in the save's transaction.

type SettingsRow = typeof companyAiSettings.$inferSelect
type ModelColumns = Pick<SettingsRow, 'provider' | 'model' | 'base_url' | 'api_key_ciphertext' | 'api_key_hint'>

/** No model of the company's own: the operator's writes. */
export const NO_MODEL: ModelColumns = { provider: null, model: null, base_url: null, api_key_ciphertext: null, api_key_hint: null }

/** A row's model as a version's settings. */
export function modelSettingsOf(row: ModelColumns | undefined): ModelVersionSettings {
  return {
    provider: row?.provider ?? null,
    model: row?.model ?? null,
    baseUrl: row?.base_url ?? null,
    apiKeyCiphertext: row?.api_key_ciphertext ?? null,
    apiKeyHint: row?.api_key_hint ?? null,
  }
}

const sameModel = (a: ModelVersionSettings, b: ModelVersionSettings) =>
  a.provider === b.provider && a.model === b.model && a.baseUrl === b.baseUrl && a.apiKeyCiphertext === b.apiKeyCiphertext

export type VersionOrigin = { benchRunId?: string | null; restoredFrom?: string | null }

/** Records a version when the model, its address or its key changed; a save that changed none of them records nothing. */
export async function recordModelChange(
  tx: Db,
  { companyId, userId }: { companyId: string; userId: string },
  before: ModelColumns | undefined,
  after: ModelColumns,
  origin: VersionOrigin = {},
): Promise<void> {
  const [from, to] = [modelSettingsOf(before), modelSettingsOf(after)]
  if (sameModel(from, to) && !origin.restoredFrom) return
  const summary = modelSummary(before?.provider ? from : null, to)
  await recordSettingVersion(tx, { companyId, kind: 'model', settings: to, summary, changedBy: userId, ...origin })
}
