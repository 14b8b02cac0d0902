import { eq } from 'drizzle-orm'
import { COMPANY_ERASE_GRACE_DAYS, COMPANY_ERASURE_MESSAGES, type CompanyErasure } from '@/shared/schemas/company-erasure'
import { companies, users } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { renderErasureCancelledEmail, renderErasureScheduledEmail, type EraseEmailContext } from './erase-emails'
import { companyErasures } from './erase-schema'

const DAY_MS = 24 * 60 * 60_000

/** What scheduling and cancelling need beyond the database: the outbox's queue and the product's name and address. */
export type EraseMailContext = EraseEmailContext & { jobs: JobQueue }

type ErasureRow = typeof companyErasures.$inferSelect

const toErasure = (companyName: string, row: ErasureRow | undefined): CompanyErasure => ({
  company_name: companyName,
  erasure: row ? { requested_at: row.requested_at.toISOString(), due_at: row.due_at.toISOString() } : null,
})

/** The company's scheduled erasure, if any (docs/product.md#company-erase). */
export async function getCompanyErasure(db: Db, companyId: string): Promise<CompanyErasure> {
  const [row] = await db
    .select({ name: companies.name, erasure: companyErasures })
    .from(companies)
    .leftJoin(companyErasures, eq(companyErasures.company_id, companies.id))
    .where(eq(companies.id, companyId))
  if (!row) throw notFound('Company not found')
  return toErasure(row.name, row.erasure ?? undefined)
}

/**
 * E-mails every member, the asking owner included. They go as account e-mails do (no company, so neither held nor
 * counted against the daily limit): a member must learn of the erasure whatever the company's mail state
 * (docs/decisions/103-company-erase-and-account-deletion.md).
 */
async function mailMembers(tx: Db, mail: EraseMailContext, companyId: string, message: ReturnType<typeof renderErasureCancelledEmail>) {
  const members = await tx.select({ email: users.email }).from(users).where(eq(users.company_id, companyId))
  await enqueueEmails(
    mail.jobs,
    tx,
    members.map((member) => ({ message: { to: member.email, ...message } })),
  )
}

/**
 * Schedules the erasure COMPANY_ERASE_GRACE_DAYS after `now`, once the owner typed the company's name exactly, and
 * tells every member, in one transaction: a refused request writes nothing.
 */
export async function scheduleCompanyErasure(
  db: Db,
  mail: EraseMailContext,
  { companyId, userId, companyName, now }: { companyId: string; userId: string; companyName: string; now: Date },
): Promise<CompanyErasure> {
  return db.transaction(async (tx) => {
    // The row lock orders this against a rename (PATCH /api/company) and a second request of the same company.
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('no key update')
    if (!company) throw notFound('Company not found')
    if (company.name !== companyName) {
      const message = COMPANY_ERASURE_MESSAGES.nameMismatch
      throw badRequest(message, [{ path: 'company_name', message }])
    }
    const dueAt = new Date(now.getTime() + COMPANY_ERASE_GRACE_DAYS * DAY_MS)
    const [row] = await tx
      .insert(companyErasures)
      .values({ company_id: companyId, requested_by: userId, requested_at: now, due_at: dueAt })
      .onConflictDoNothing({ target: companyErasures.company_id })
      .returning()
    if (!row) throw conflict(COMPANY_ERASURE_MESSAGES.alreadyScheduled)
    await mailMembers(tx, mail, companyId, renderErasureScheduledEmail(mail, company.name, dueAt))
    return toErasure(company.name, row)
  })
}

/** Cancels the scheduled erasure and tells every member; refused once the sweep has started erasing. */
export async function cancelCompanyErasure(db: Db, mail: EraseMailContext, companyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('no key update')
    // The sweep claims a request under the request row's lock (erase-run.ts): this sees its claim, or the sweep skips the row.
    const [row] = await tx.select().from(companyErasures).where(eq(companyErasures.company_id, companyId)).for('update')
    if (!company || !row) throw notFound(COMPANY_ERASURE_MESSAGES.notScheduled)
    if (row.claimed_until !== null) throw conflict(COMPANY_ERASURE_MESSAGES.started)
    await tx.delete(companyErasures).where(eq(companyErasures.company_id, companyId))
    await mailMembers(tx, mail, companyId, renderErasureCancelledEmail(mail, company.name))
  })
}
