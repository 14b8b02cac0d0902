import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { createGroupCommit } from '@/server/platform/db/group-commit'
import { quizSubmissions } from './schema'
import type { QuizPayload } from '@/shared/schemas/quiz'

export type QuizSubmission = typeof quizSubmissions.$inferSelect
type NewQuizSubmission = typeof quizSubmissions.$inferInsert & { id: string }

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
 * (group commit, docs/decisions/036).
 */
export function createQuizSubmissionWriter(db: Db): (payload: QuizPayload) => Promise<string> {
  const write = createGroupCommit<NewQuizSubmission, string>(async (rows) => {
    await db.insert(quizSubmissions).values(rows)
    return rows.map((row) => row.id)
  })
  return (payload) => write(toRow(payload))
}

export async function findQuizSubmission(db: Db, id: string): Promise<QuizSubmission | undefined> {
  const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
  return row
}
