import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { renderLinkEmail } from '@/server/modules/accounts'
import { addAwaitingApprovals, appendRunSteps, notifyAgentChanges } from '@/server/modules/runtime'

// Drafts nobody reviews (docs/decisions/127-one-message-per-person.md): past the company's age they expire with a note
// on their runs, and while any has waited longer than a day the owners are told by e-mail, at most once a day.

/** Expires the drafts that have waited longer than their company allows; returns how many. */
export async function expireWaitingDrafts(tx: Db, now: Date): Promise<number> {
  const expired = rowsOf<{ id: string; company_id: string; agent_id: string; run_id: string; days: number }>(
    await tx.execute(sql`
      update agent_drafts d set status = 'expired', decided_at = ${now.toISOString()}::timestamptz
      from companies c
      where c.id = d.company_id and d.status = 'awaiting'
        and d.created_at < ${now.toISOString()}::timestamptz - c.draft_expiry_days * interval '1 day'
      returning d.id, d.company_id, d.agent_id, d.run_id, c.draft_expiry_days as days`),
  )
  if (expired.length === 0) return 0
  const joined = rowsOf<{ run_id: string; merged_into: string }>(
    await tx.execute(sql`
      select run_id, merged_into from agent_drafts
      where merged_into in (${sql.join(
        expired.map(({ id }) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  )
  const steps = new Map<string, string>()
  const awaiting = new Map<string, number>()
  for (const draft of expired) {
    const note = `The e-mail waited ${draft.days} day${draft.days === 1 ? '' : 's'} without review and expired; nothing was sent`
    steps.set(draft.run_id, note)
    for (const part of joined.filter((row) => row.merged_into === draft.id)) steps.set(part.run_id, note)
    awaiting.set(draft.agent_id, (awaiting.get(draft.agent_id) ?? 0) - 1)
  }
  await appendRunSteps(tx, steps)
  await addAwaitingApprovals(tx, awaiting)
  await notifyAgentChanges(
    tx,
    expired.map((draft) => ({ company_id: draft.company_id, agent_ids: [draft.agent_id], signals: false, approvals: true as const })),
  )
  return expired.length
}

export type ReviewNoteContext = { productName: string; publicUrl: string }

/**
 * E-mails each company's owners once a day while drafts have waited longer than a day: how many, since when, and when
 * they expire. Returns how many companies were told.
 */
export async function sendReviewNotes(tx: Db, jobs: JobQueue, context: ReviewNoteContext, now: Date): Promise<number> {
  const at = now.toISOString()
  const due = rowsOf<{ company_id: string; waiting: number; oldest: string | Date; days: number }>(
    await tx.execute(sql`
      update companies c set review_note_sent_at = ${at}::timestamptz
      from (
        select company_id, count(*)::int as waiting, min(created_at) as oldest from agent_drafts
        where status = 'awaiting' group by company_id
        having min(created_at) < ${at}::timestamptz - interval '1 day'
      ) w
      where c.id = w.company_id
        and (c.review_note_sent_at is null or c.review_note_sent_at <= ${at}::timestamptz - interval '23 hours')
      returning c.id as company_id, w.waiting, w.oldest, c.draft_expiry_days as days`),
  )
  if (due.length === 0) return 0
  const owners = rowsOf<{ company_id: string; email: string }>(
    await tx.execute(sql`
      select company_id, email from users
      where role = 'owner' and company_id in (${sql.join(
        due.map(({ company_id }) => sql`${company_id}::uuid`),
        sql`, `,
      )})`),
  )
  const link = `${context.publicUrl.replace(/\/$/, '')}/approvals`
  await enqueueEmails(
    jobs,
    tx,
    owners.flatMap((owner) => {
      const company = due.find((row) => row.company_id === owner.company_id)
      if (!company) return []
      const { waiting, days } = company
      const subject = `${waiting} ${waiting === 1 ? 'e-mail is' : 'e-mails are'} waiting for your review`
      const message = renderLinkEmail(
        context,
        subject,
        [
          `Your agents have ${waiting} ${waiting === 1 ? 'e-mail' : 'e-mails'} waiting in Approvals, the oldest for more than a day. Nothing is sent until someone approves it.`,
          `A draft that waits ${days} day${days === 1 ? '' : 's'} expires unsent.`,
        ],
        'Review drafts',
        link,
      )
      return [
        {
          message: { to: owner.email, ...message },
          key: `review-note:${owner.company_id}:${owner.email}:${at.slice(0, 10)}`,
          companyId: owner.company_id,
        },
      ]
    }),
  )
  return due.length
}
