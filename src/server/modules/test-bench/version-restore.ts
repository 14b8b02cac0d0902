import type { ModelVersionSettings } from '@/shared/ai/setting-versions'
import { parseCompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { applyModelSettings, readSettingVersion } from '@/server/modules/ai-writing'
import { writeGuidance, writeKnowledge, writeVoice, type Who } from './setting-writes'

/**
 * Restores a version (docs/decisions/135-setting-versions.md): its settings are applied again, as the settings pages
 * apply them, and recorded as a new version that names the one it restores. The history is never rewritten.
 */
export async function restoreVersion(db: Db, who: Who, versionId: string, { policy }: { policy: AddressPolicy }): Promise<void> {
  const version = await readSettingVersion(db, who.companyId, versionId)
  if (!version) throw notFound('Version not found')
  const origin = { restoredFrom: version.id }
  const settings = version.settings
  switch (version.kind) {
    case 'model':
      return applyModelSettings(db, who, settings as ModelVersionSettings, { policy, ...origin })
    case 'knowledge':
      return db.transaction((tx) => writeKnowledge(tx, who, parseCompanyKnowledge(settings), origin))
    case 'voice':
      return db.transaction((tx) => writeVoice(tx, who, typeof settings.voice === 'string' ? settings.voice : null, origin))
    case 'guidance':
      if (!version.agent_id) throw notFound('Version not found')
      return db.transaction((tx) =>
        writeGuidance(tx, who, version.agent_id!, typeof settings.guidance === 'string' ? settings.guidance : null, origin),
      )
  }
}
