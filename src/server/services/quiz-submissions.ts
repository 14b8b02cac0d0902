import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { quizSubmissions } from '../db/schema/quiz'
import type { QuizPayload } from '../../shared/schemas/quiz'

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

type Pending = { row: NewQuizSubmission; resolve: (id: string) => void; reject: (error: unknown) => void }

// Enough to take a burst in one statement; far below PostgreSQL's 65,535 bind parameters (10 a row).
const MAX_ROWS_PER_INSERT = 200

/**
 * Stores quiz leads; the submissions that arrive while one INSERT is being written
 * share the next one (group commit, docs/decisions/036). Each caller is answered only after the statement
 * holding its row has committed; a lone submission is written at once, with no waiting for company.
 */
export function createQuizSubmissionWriter(db: Db): (payload: QuizPayload) => Promise<string> {
  let queue: Pending[] = []
  let writing = false

  async function insertOne({ row, resolve, reject }: Pending) {
    try {
      await db.insert(quizSubmissions).values(row)
      resolve(row.id)
    } catch (error) {
      reject(error)
    }
  }

  async function drain() {
    writing = true
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_ROWS_PER_INSERT)
      queue = queue.slice(MAX_ROWS_PER_INSERT)
      try {
        await db.insert(quizSubmissions).values(batch.map((item) => item.row))
        for (const item of batch) item.resolve(item.row.id)
      } catch {
        // The statement stored nothing; one by one, so a row that fails does not fail the others.
        for (const item of batch) await insertOne(item)
      }
    }
    writing = false
  }

  return (payload) =>
    new Promise<string>((resolve, reject) => {
      queue.push({ row: toRow(payload), resolve, reject })
      if (!writing) void drain()
    })
}

export async function findQuizSubmission(db: Db, id: string): Promise<QuizSubmission | undefined> {
  const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
  return row
}
