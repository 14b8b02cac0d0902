import { asc, count, desc, eq } from 'drizzle-orm'
import {
  PRIVACY_SWITCHES,
  PRIVACY_HISTORY_LIMIT,
  type PrivacyChangeSource,
  type PrivacyHistoryControl,
  type PrivacyControls,
  type PrivacySettings,
} from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { privacyColumns } from './company-privacy'
import { privacySettingChanges } from './privacy-schema'
import { companies, users } from './schema'

export type PrivacyChangeAuthor = { companyId: string; userId: string; source: PrivacyChangeSource }

/**
 * Sets the company's privacy controls and records one change per control that actually changed, with who made it and
 * where (docs/decisions/101-privacy-controls.md). Run it inside the caller's transaction so the controls and their
 * history are written together or not at all; answers the controls as they now are.
 */
export async function setPrivacyControls(
  tx: Db,
  { companyId, userId, source }: PrivacyChangeAuthor,
  wanted: Partial<PrivacyControls>,
): Promise<PrivacyControls> {
  // `no key update`, as the questionnaire's submission: rows that reference the company stay insertable meanwhile.
  const [current] = await tx.select(privacyColumns).from(companies).where(eq(companies.id, companyId)).for('no key update')
  if (!current) throw notFound('Company not found')
  const changed = PRIVACY_SWITCHES.filter((control) => wanted[control] !== undefined && wanted[control] !== current[control])
  if (changed.length === 0) return current

  const next: PrivacyControls = { ...current }
  for (const control of changed) next[control] = wanted[control]!
  await tx
    .update(companies)
    .set({
      data_collection: next.dataCollection,
      local_processing: next.localProcessing,
      agent_data_sharing: next.agentDataSharing,
      analytics_consent: next.analyticsConsent,
    })
    .where(eq(companies.id, companyId))
  await tx
    .insert(privacySettingChanges)
    .values(
      changed.map((control) => ({ company_id: companyId, user_id: userId, control, from: current[control], to: next[control], source })),
    )
  return next
}

/** The company's controls and its latest changes, newest first, each with who made it (a name, else the address). */
export async function getPrivacySettings(db: Db, companyId: string): Promise<PrivacySettings> {
  const [controls] = await db.select(privacyColumns).from(companies).where(eq(companies.id, companyId))
  if (!controls) throw notFound('Company not found')
  const rows = await db
    .select({
      id: privacySettingChanges.id,
      control: privacySettingChanges.control,
      from: privacySettingChanges.from,
      to: privacySettingChanges.to,
      source: privacySettingChanges.source,
      changed_at: privacySettingChanges.changed_at,
      full_name: users.full_name,
      email: users.email,
    })
    .from(privacySettingChanges)
    .leftJoin(users, eq(users.id, privacySettingChanges.user_id))
    .where(eq(privacySettingChanges.company_id, companyId))
    // One save that changes several controls writes them at the same instant: the control's name keeps the order stable.
    .orderBy(desc(privacySettingChanges.changed_at), asc(privacySettingChanges.control))
    .limit(PRIVACY_HISTORY_LIMIT)
  const [total] = await db.select({ value: count() }).from(privacySettingChanges).where(eq(privacySettingChanges.company_id, companyId))
  return {
    controls,
    history: rows.map(({ full_name, email, changed_at, ...change }) => ({
      ...change,
      changed_by: full_name?.trim() || email || 'Deleted user',
      changed_at: changed_at.toISOString(),
    })),
    total: total?.value ?? 0,
  }
}

/**
 * Records a change made outside the four switches: the owner's confirmation of the company's own model in Settings →
 * AI, given or withdrawn (docs/decisions/122-local-processing-that-means-it.md). Inside the caller's transaction.
 */
export async function recordPrivacyChange(
  tx: Db,
  { companyId, userId, source }: PrivacyChangeAuthor,
  change: { control: PrivacyHistoryControl; from: boolean; to: boolean },
): Promise<void> {
  await tx.insert(privacySettingChanges).values({ company_id: companyId, user_id: userId, source, ...change })
}
