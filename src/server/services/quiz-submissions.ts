import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { quizSubmissions } from '../db/schema/quiz'
import type { QuizPayload } from '../../shared/schemas/quiz'

export type QuizSubmission = typeof quizSubmissions.$inferSelect

/** Stores a lead and returns its id. */
export async function createQuizSubmission(db: Db, payload: QuizPayload): Promise<string> {
  const [row] = await db
    .insert(quizSubmissions)
    .values({
      company_name: payload.company_name,
      contact_name: payload.contact_name,
      contact_email: payload.contact_email,
      industry: payload.industry,
      hours_spent_weekly: payload.hours_spent_weekly,
      timeline: payload.timeline,
      stage_flag: payload.stageFlag,
      payload,
      submitted_at: new Date(payload.submissionTimestamp),
    })
    .returning({ id: quizSubmissions.id })
  return row!.id
}

export async function findQuizSubmission(db: Db, id: string): Promise<QuizSubmission | undefined> {
  const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
  return row
}
