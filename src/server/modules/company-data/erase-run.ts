import { eq, sql, type SQL } from 'drizzle-orm'
import { companies, users } from '@/server/modules/accounts'
import { agentWebhookDeliveries } from '@/server/modules/company-webhooks'
import { AGENT_DRAFT_QUEUE, agentDrafts, agents } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { EMAIL_QUEUE } from '@/server/platform/mail/outbox'
import { emailMessages } from '@/server/platform/mail/schema'
import { rateLimitWindows } from '@/server/platform/rate-limit/schema'
import { companyErasures, companyTombstones } from './erase-schema'

/** How long a claimed erasure is left to the process that claimed it before another may take it over. */
const LEASE_MS = 15 * 60_000
const DEFAULT_BATCH_SIZE = 5000

// Kept out of the erase: the request itself (it goes with the company row) and what outlives the company.
const NOT_ERASED = ['company_erasures', 'company_tombstones', 'users']
// The biggest tables first, children before parents, so a batch's cascade stays small; the rest follow by name. A
// conversation's messages go before it and it before its contact: by name, contacts would come first and each batch
// would cascade through every thread of 5000 people.
const BIG_TABLES_FIRST = [
  'agent_webhook_deliveries',
  'agent_drafts',
  'agent_runs',
  'signals',
  'agent_events',
  'email_messages',
  'conversation_messages',
  'conversations',
  'contacts',
]

export type EraseRunOptions = {
  /** The clock: tests pass a time past the grace period instead of waiting for it. */
  now: Date
  /** Rows deleted per statement of the big tables; each batch is its own transaction. */
  batchSize?: number
}

type Claimed = { company_id: string; requested_by: string | null }

/**
 * Erases every company whose grace period has passed by `now` (docs/product.md#company-erase), one at a time, and
 * returns their ids. Several server processes may sweep at once: each request is claimed under SKIP LOCKED with a
 * lease, and a process that dies mid-way leaves the rest to the next sweep after the lease (the deletes repeat safely).
 */
export async function runDueErasures(db: Db, { now, batchSize = DEFAULT_BATCH_SIZE }: EraseRunOptions): Promise<string[]> {
  const erased: string[] = []
  for (let claimed = await claimDueErasure(db, now); claimed; claimed = await claimDueErasure(db, now)) {
    await eraseCompany(db, claimed, { now, batchSize })
    erased.push(claimed.company_id)
  }
  return erased
}

async function claimDueErasure(db: Db, now: Date): Promise<Claimed | null> {
  const result = await db.execute(sql`
    update ${companyErasures} set claimed_until = ${new Date(now.getTime() + LEASE_MS)}
    where company_id = (
      select company_id from ${companyErasures}
      where due_at <= ${now} and (claimed_until is null or claimed_until < ${now})
      order by due_at limit 1
      for update skip locked
    )
    returning company_id, requested_by`)
  return rowsOf<Claimed>(result)[0] ?? null
}

/** Every table of the database that holds rows of a company by a `company_id` column, in the order they are erased. */
async function findCompanyTables(db: Db): Promise<string[]> {
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'`),
  )
    .map((row) => row.name)
    .filter((name) => !NOT_ERASED.includes(name))
  const rank = (name: string) => (BIG_TABLES_FIRST.includes(name) ? BIG_TABLES_FIRST.indexOf(name) : BIG_TABLES_FIRST.length)
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

const deleteBatch = (table: string, companyId: string, limit: number): SQL =>
  sql`delete from ${sql.identifier(table)} where ctid = any(array(
    select ctid from ${sql.identifier(table)} where company_id = ${companyId} limit ${limit}))`

// node-postgres counts deleted rows in rowCount, PGlite in affectedRows.
const affected = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number }
  return rowCount ?? affectedRows ?? 0
}

const textList = (values: string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * Pending jobs about the company's rows: the worker would find nothing and do nothing, but a job's data naming a
 * deleted row is still a trace of it. Jobs already running finish on their own. The runtime's queue names are its own
 * (runtime/agent-jobs.ts, company-webhooks/agent-webhook-deliveries.ts); a job of a renamed queue is only left to do nothing.
 */
async function deletePendingJobs(db: Db, companyId: string, emails: string[]): Promise<void> {
  const pending = sql`state in ('created', 'retry')`
  const toMembers = emails.length ? sql` or lower(${emailMessages.to}) in (${textList(emails)})` : sql``
  await db.execute(sql`
    delete from pgboss.job where ${pending} and name = ${EMAIL_QUEUE} and data->>'messageId' in (
      select ${emailMessages.id}::text from ${emailMessages} where ${emailMessages.company_id} = ${companyId}${toMembers})`)
  await db.execute(sql`
    delete from pgboss.job where ${pending} and name = 'agent.resume'
    and data->>'agentId' in (select ${agents.id}::text from ${agents} where ${agents.company_id} = ${companyId})`)
  await db.execute(sql`
    delete from pgboss.job where ${pending} and name = 'agent-webhook.deliver' and data->>'deliveryId' in (
      select ${agentWebhookDeliveries.id} from ${agentWebhookDeliveries} where ${agentWebhookDeliveries.company_id} = ${companyId})`)
  await db.execute(sql`
    delete from pgboss.job where ${pending} and name = ${AGENT_DRAFT_QUEUE} and data->>'draftId' in (
      select ${agentDrafts.id}::text from ${agentDrafts} where ${agentDrafts.company_id} = ${companyId})`)
}

/**
 * Deletes every row of the company (docs/decisions/103-company-erase-and-account-deletion.md): each table with a
 * company_id a batch at a time, then in one transaction what is left, its members' accounts (their sessions, tokens
 * and sign-in addresses go with them), the e-mails to their addresses and the rate-limit counters keyed by them or by
 * the company, the company row (whose foreign keys cascade to anything written meanwhile) and the tombstone.
 */
export async function eraseCompany(db: Db, claimed: Claimed, { now, batchSize = DEFAULT_BATCH_SIZE }: EraseRunOptions): Promise<void> {
  const companyId = claimed.company_id
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.company_id, companyId))
  const emails = members.map((member) => member.email.toLowerCase())
  await deletePendingJobs(db, companyId, emails)

  const tables = await findCompanyTables(db)
  for (const table of tables) {
    // Each batch commits by itself: a million signals never make one long transaction.
    while (affected(await db.execute(deleteBatch(table, companyId, batchSize))) >= batchSize);
  }

  const keySuffixes = [
    `:company:${companyId}`,
    ...members.map((member) => `:user:${member.id}`),
    ...emails.map((email) => `:email:${email}`),
  ]
  await db.transaction(async (tx) => {
    for (const table of tables) await tx.execute(sql`delete from ${sql.identifier(table)} where company_id = ${companyId}`)
    if (emails.length > 0) await tx.execute(sql`delete from ${emailMessages} where lower(${emailMessages.to}) in (${textList(emails)})`)
    await tx.execute(
      sql`delete from ${rateLimitWindows} where ${sql.join(
        keySuffixes.map((suffix) => sql`right(${rateLimitWindows.key}, ${suffix.length}::int) = ${suffix}`),
        sql` or `,
      )}`,
    )
    await tx.delete(users).where(eq(users.company_id, companyId))
    await tx.delete(companies).where(eq(companies.id, companyId))
    await tx
      .insert(companyTombstones)
      .values({ company_id: companyId, erased_at: now, requested_by: claimed.requested_by })
      .onConflictDoNothing({ target: companyTombstones.company_id })
  })
}
