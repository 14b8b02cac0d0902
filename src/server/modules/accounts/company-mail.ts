import { and, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { lockCompanyMail } from '@/server/platform/mail/company-email-limit'
import { users } from './schema'

/**
 * Which of these companies have no user with a proven address: their e-mails to others are held (docs/decisions/083).
 * Takes the companies' mail locks first, in the caller's transaction, so that a verification committing meanwhile
 * either is seen here or releases what the caller holds.
 */
export async function findCompaniesHoldingMail(tx: Db, companyIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(companyIds)]
  if (ids.length === 0) return new Set()
  await lockCompanyMail(tx, ids)
  const proven = await tx
    .selectDistinct({ companyId: users.company_id })
    .from(users)
    .where(and(inArray(users.company_id, ids), isNotNull(users.email_verified_at)))
  const provenIds = new Set(proven.map((row) => row.companyId))
  return new Set(ids.filter((id) => !provenIds.has(id)))
}
