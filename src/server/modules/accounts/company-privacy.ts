import { inArray } from 'drizzle-orm'
import { DEFAULT_PRIVACY_CONTROLS, type PrivacyControls } from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import { companies } from './schema'

/** The privacy controls as columns of the companies table, for selects that join them. */
export const privacyColumns = {
  analyticsConsent: companies.analytics_consent,
  dataCollection: companies.data_collection,
  localProcessing: companies.local_processing,
  agentDataSharing: companies.agent_data_sharing,
}

/**
 * The privacy controls of each company (docs/decisions/101-privacy-controls.md); a company that no longer exists
 * gets the most protective reading, so nothing is shared on its behalf.
 */
export async function readCompanyPrivacy(db: Db, companyIds: string[]): Promise<Map<string, PrivacyControls>> {
  const ids = [...new Set(companyIds)]
  const rows = ids.length
    ? await db
        .select({ id: companies.id, ...privacyColumns })
        .from(companies)
        .where(inArray(companies.id, ids))
    : []
  const byId = new Map(rows.map(({ id, ...controls }) => [id, controls]))
  for (const id of ids) if (!byId.has(id)) byId.set(id, MOST_PROTECTIVE)
  return byId
}

const MOST_PROTECTIVE: PrivacyControls = {
  ...DEFAULT_PRIVACY_CONTROLS,
  dataCollection: false,
  agentDataSharing: false,
  localProcessing: true,
}
