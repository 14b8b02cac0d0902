import { eq } from 'drizzle-orm'
import { hostOfUrl, normaliseHost } from '@/shared/ai/hosted-services'
import type { Db } from '@/server/platform/db/client'
import { conflict } from '@/server/platform/http/http-errors'
import { recordPrivacyChange, users } from '@/server/modules/accounts'
import { companyChoiceOf } from './company-models'
import { companyAiSettings } from './schema'

type Who = { companyId: string; userId: string }

export const NO_OWN_MODEL_MESSAGE = 'Set your own OpenAI-compatible model first: only its host can be confirmed'

/** Who confirmed, as the page shows them: their name, else their address; "Deleted user" once the account is gone. */
export async function confirmerName(db: Db, userId: string | null): Promise<string> {
  if (!userId) return 'Deleted user'
  const [user] = await db.select({ full_name: users.full_name, email: users.email }).from(users).where(eq(users.id, userId))
  return user?.full_name?.trim() || user?.email || 'Deleted user'
}

async function lockedSettings(tx: Db, companyId: string) {
  const [row] = await tx.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId)).for('update')
  return row
}

/**
 * The owner's word that the company runs the model at `host`, or has a data processing agreement for it
 * (docs/decisions/122-local-processing-that-means-it.md): only for the company's own endpoint at that very host, never
 * for a hosted service's. Recorded in the privacy history; confirming again changes nothing.
 */
export async function confirmLocalModel(db: Db, who: Who, host: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedSettings(tx, who.companyId)
    const locality = companyChoiceOf(row)?.locality
    const current = row?.base_url ? hostOfUrl(row.base_url) : null
    const wanted = normaliseHost(host)
    if (!locality || !current) throw conflict(NO_OWN_MODEL_MESSAGE)
    if (locality.kind === 'hosted')
      throw conflict(`${current} is ${locality.service}’s hosted service: personal data never goes there while Local processing is on`)
    if (current !== wanted) throw conflict(`Your model’s address changed to ${current} meanwhile: read it again before you confirm`)
    if (locality.kind === 'local') return
    await tx
      .update(companyAiSettings)
      .set({ local_confirmed_host: wanted, local_confirmed_at: new Date(), local_confirmed_by: who.userId })
      .where(eq(companyAiSettings.company_id, who.companyId))
    await recordPrivacyChange(tx, { ...who, source: 'aiSettings' }, { control: 'localModelConfirmed', from: false, to: true })
  })
}

/** Withdraws the confirmation, recorded in the privacy history; with none given, nothing changes. */
export async function withdrawLocalModel(db: Db, who: Who): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedSettings(tx, who.companyId)
    if (!row?.local_confirmed_host) return
    await tx
      .update(companyAiSettings)
      .set({ local_confirmed_host: null, local_confirmed_at: null, local_confirmed_by: null })
      .where(eq(companyAiSettings.company_id, who.companyId))
    await recordPrivacyChange(tx, { ...who, source: 'aiSettings' }, { control: 'localModelConfirmed', from: true, to: false })
  })
}
