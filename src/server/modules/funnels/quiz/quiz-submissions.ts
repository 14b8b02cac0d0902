import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { createGroupCommit } from '@/server/platform/db/group-commit'
import { summarizeQuizLead } from '@/shared/backoffice/lead-figures'
import { insertLeads, toLeadRow, type NewLead } from '../leads/lead-records'
import { quizSubmissions } from './schema'
import type { QuizPayload } from '@/shared/schemas/quiz'

export type QuizSubmission = typeof quizSubmissions.$inferSelect
type NewQuizSubmission = typeof quizSubmissions.$inferInsert & { id: string }
/** What the follow-ups read of a submission, known before its row is written. */
export type QuizLead = Pick<QuizSubmission, 'id' | 'company_name' | 'contact_email' | 'industry' | 'stage_flag' | 'timeline' | 'payload'>
/** Work written in the same transaction as the submissions it follows (docs/decisions/084-quiz-submit-enqueues-follow-ups.md). */
export type SubmissionFollowUps = (tx: Db, submissions: QuizLead[]) => Promise<void>

type Pending = { submission: NewQuizSubmission; lead: NewLead }

function toRows(payload: QuizPayload, ref: string | undefined): Pending {
  // Made here rather than by the database, so a shared INSERT needs no RETURNING order; the lead's id is the same.
  const id = randomUUID()
  const source = { id, source: 'quiz' as const, quiz_submission_id: id }
  return {
    submission: toSubmission(id, payload),
    lead: toLeadRow(source, payload, summarizeQuizLead(payload), { stage: payload.stageFlag, ref }),
  }
}

function toSubmission(id: string, payload: QuizPayload): NewQuizSubmission {
  return {
    id,
    company_name: payload.company_name,
    contact_name: payload.contact_name,
    contact_email: payload.contact_email,
    industry: payload.industry,
    hours_spent_weekly: payload.hours_spent_weekly,
    timeline: payload.timeline,
    stage_flag: payload.stageFlag,
    payload,
    submitted_at: new Date(payload.submissionTimestamp),
  }
}

/**
 * Stores quiz leads; the submissions that arrive while one INSERT is being written share the next one
 * (group commit, docs/decisions/036). Each submission's back-office lead (docs/product.md#back-office) and, with
 * `followUps`, its follow-ups commit in the same transaction, so an acknowledged submission always has them
 * (docs/decisions/084-quiz-submit-enqueues-follow-ups.md). `ref` goes on the lead only, never into the payload.
 */
export function createQuizSubmissionWriter(
  db: Db,
  followUps?: SubmissionFollowUps,
): (payload: QuizPayload, ref?: string) => Promise<string> {
  const write = createGroupCommit<Pending, string>(async (pending) => {
    const rows = pending.map((item) => item.submission)
    await db.transaction(async (tx) => {
      await tx.insert(quizSubmissions).values(rows)
      await insertLeads(
        tx,
        pending.map((item) => item.lead),
      )
      await followUps?.(tx, rows)
    })
    return rows.map((row) => row.id)
  })
  return (payload, ref) => write(toRows(payload, ref))
}

export async function findQuizSubmission(db: Db, id: string): Promise<QuizSubmission | undefined> {
  const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
  return row
}
