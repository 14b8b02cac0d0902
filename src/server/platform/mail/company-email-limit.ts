import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { companyEmailDays, emailMessages } from './schema'

// The limit's window is the UTC calendar day, so the message can say when it resets (docs/decisions/083).
const today = sql`(now() at time zone 'utc')::date`

/** What a company is told when its e-mail was not sent because of the daily limit. */
export function dailyLimitMessage(limit: number): string {
  return `Daily e-mail limit of ${limit} reached for your company; it resets at 00:00 UTC`
}

/**
 * Takes up to `wanted` of the company's e-mails of today, before they are queued, in the caller's transaction: one
 * upsert that locks the company's counter row until it commits, so concurrent callers never exceed `limit` between
 * them, and a rolled-back action gives its slots back. Returns how many were granted.
 */
export async function reserveCompanyEmails(db: Db, companyId: string, wanted: number, limit: number): Promise<number> {
  if (wanted <= 0) return 0
  const days = companyEmailDays
  const first = sql`least(${wanted}::int, ${limit}::int)`
  const after = sql`greatest(${days.sent}, least(${days.sent} + ${wanted}::int, ${limit}::int))`
  const [row] = await db
    .insert(days)
    .values({ company_id: companyId, day: today, sent: first, granted: first })
    .onConflictDoUpdate({ target: [days.company_id, days.day], set: { sent: after, granted: sql`${after} - ${days.sent}` } })
    .returning({ granted: days.granted })
  return row?.granted ?? 0
}

/**
 * Serialises, per company, deciding to hold an e-mail and releasing held ones (docs/decisions/083): whoever decides
 * to hold takes this lock before reading whether the company proved an address, and the verification takes it before
 * releasing, so an e-mail held while an address is being proven is released by that verification or not held at all.
 * Released when the caller's transaction ends; companies are locked in id order, so two callers never deadlock.
 */
export async function lockCompanyMail(db: Db, companyIds: string[]): Promise<void> {
  for (const companyId of [...new Set(companyIds)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('company-mail'), hashtext(${companyId}))`)
  }
}

/** The company's held e-mails and the e-mails it caused today (held ones included), for its dashboard. */
export async function readCompanyMail(db: Db, companyId: string): Promise<{ held: number; sentToday: number }> {
  const [[held], [day]] = await Promise.all([
    db
      .select({ n: count() })
      .from(emailMessages)
      .where(and(eq(emailMessages.company_id, companyId), eq(emailMessages.status, 'held'))),
    db
      .select({ sent: companyEmailDays.sent })
      .from(companyEmailDays)
      .where(and(eq(companyEmailDays.company_id, companyId), eq(companyEmailDays.day, today))),
  ])
  return { held: held?.n ?? 0, sentToday: day?.sent ?? 0 }
}

/** Past days' counts limit nothing: the periodic clean-up drops them. */
export async function pruneCompanyEmailDays(db: Db): Promise<void> {
  await db.delete(companyEmailDays).where(sql`${companyEmailDays.day} < ${today}`)
}
