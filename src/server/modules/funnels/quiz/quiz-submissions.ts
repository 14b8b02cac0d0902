import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { createGroupCommit } from '@/server/platform/db/group-commit'
import { quizSubmissions } from './schema'
import type { QuizPayload } from '@/shared/schemas/quiz'

export type QuizSubmission = typeof quizSubmissions.$inferSelect
type NewQuizSubmission = typeof quizSubmissions.$inferInsert & { id: string }
/** What the follow-ups read of a submission, known before its row is written. */
export type QuizLead = Pick<QuizSubmission, 'id' | 'company_name' | 'contact_email' | 'industry' | 'stage_flag' | 'timeline' | 'payload'>
/** Work written in the same transaction as the submissions it follows (docs/decisions/084-quiz-submit-enqueues-follow-ups.md). */
export type SubmissionFollowUps = (tx: Db, submissions: QuizLead[]) => Promise<void>

function toRow(payload: QuizPayload): NewQuizSubmission {
  return {
    // Made here rather than by the database, so a shared INSERT needs no RETURNING order.
    id: randomUUID(),
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
 * (group commit, docs/decisions/036). With `followUps`, the rows and their follow-ups commit in one transaction, so
 * an acknowledged submission always has them (docs/decisions/084-quiz-submit-enqueues-follow-ups.md).
 */
export function createQuizSubmissionWriter(db: Db, followUps?: SubmissionFollowUps): (payload: QuizPayload) => Promise<string> {
  const write = createGroupCommit<NewQuizSubmission, string>(async (rows) => {
    if (followUps) {
      await db.transaction(async (tx) => {
        await tx.insert(quizSubmissions).values(rows)
        await followUps(tx, rows)
      })
    } else {
      await db.insert(quizSubmissions).values(rows)
    }
    return rows.map((row) => row.id)
  })
  return (payload) => write(toRow(payload))
}

export async function findQuizSubmission(db: Db, id: string): Promise<QuizSubmission | undefined> {
  const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
  return row
}
