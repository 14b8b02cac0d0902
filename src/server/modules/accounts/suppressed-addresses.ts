import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { companySuppressions } from './schema'

/** Which of these addresses the company's agents no longer write to (its suppression list), lower-case. */
export async function findSuppressedAddresses(db: Db, companyId: string, addresses: string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))]
  if (wanted.length === 0) return new Set()
  const rows = await db
    .select({ address: companySuppressions.address })
    .from(companySuppressions)
    .where(and(eq(companySuppressions.company_id, companyId), inArray(companySuppressions.address, wanted)))
  return new Set(rows.map((row) => row.address))
}
