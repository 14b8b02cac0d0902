import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { SUPPRESSION_LIST_LIMIT, type SuppressionList, type SuppressionReason } from '@/shared/schemas/suppressions'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { companies, companySuppressions } from './schema'

/**
 * The addresses among `addresses` that the company's agents must not write to (docs/decisions/125-unsubscribe.md),
 * lower-cased: compare with `address.trim().toLowerCase()`.
 */
export async function findSuppressedAddresses(db: Db, companyId: string, addresses: string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))]
  if (wanted.length === 0) return new Set()
  const rows = await db
    .select({ address: companySuppressions.address })
    .from(companySuppressions)
    .where(and(eq(companySuppressions.company_id, companyId), inArray(companySuppressions.address, wanted)))
  return new Set(rows.map((row) => row.address))
}

/** The company's list, newest first, capped at SUPPRESSION_LIST_LIMIT, with the full count. */
export async function listSuppressions(db: Db, companyId: string): Promise<SuppressionList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companySuppressions)
      .where(eq(companySuppressions.company_id, companyId))
      .orderBy(desc(companySuppressions.created_at), companySuppressions.address)
      .limit(SUPPRESSION_LIST_LIMIT),
    db.select({ n: count() }).from(companySuppressions).where(eq(companySuppressions.company_id, companyId)),
  ])
  return {
    suppressions: rows.map((row) => ({ address: row.address, reason: row.reason, created_at: row.created_at.toISOString() })),
    total: total?.n ?? 0,
  }
}

/**
 * Puts `address` (lower-case) on the company's list at once. Idempotent: an address already there keeps its first
 * reason and date. Returns false when the company no longer exists (erased after the e-mail was sent): nothing is written.
 */
export async function suppressAddress(db: Db, companyId: string, address: string, reason: SuppressionReason): Promise<boolean> {
  // insert … select: the company's row, not a foreign-key error, decides whether there is a list to join.
  const inserted = rowsOf<{ address: string }>(
    await db.execute(sql`
      insert into ${companySuppressions} (company_id, address, reason)
      select ${companies.id}, ${address}::text, ${reason}::text from ${companies} where ${companies.id} = ${companyId}
      on conflict do nothing
      returning address`),
  )
  if (inserted.length > 0) return true
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  return company !== undefined
}

/** Takes `address` off the company's list; false if it was not on it. */
export async function removeSuppression(db: Db, companyId: string, address: string): Promise<boolean> {
  const removed = await db
    .delete(companySuppressions)
    .where(and(eq(companySuppressions.company_id, companyId), eq(companySuppressions.address, address)))
    .returning({ address: companySuppressions.address })
  return removed.length > 0
}

/** Whether `address` is on the company's list. */
export async function isSuppressed(db: Db, companyId: string, address: string): Promise<boolean> {
  return (await findSuppressedAddresses(db, companyId, [address])).has(address)
}
