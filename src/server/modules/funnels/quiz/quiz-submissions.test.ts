import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/platform/db/client'
import { leads } from '../leads/schema'
import { quizSubmissions } from './schema'
import { quizPayload } from '@/server/test/quiz-fixtures'
import { openTestDatabase } from '@/server/test/test-app'
import { createQuizSubmissionWriter, findQuizSubmission } from './quiz-submissions'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('createQuizSubmissionWriter (group commit, docs/decisions/036)', () => {
  it('stores each of many concurrent submissions, each answered with its own id', async () => {
    const save = createQuizSubmissionWriter(database.db)
    const names = Array.from({ length: 250 }, (_, index) => `Concurrent Gym ${index}`)
    const ids = await Promise.all(names.map((name) => save(quizPayload({ company_name: name }))))
    expect(new Set(ids).size).toBe(names.length)
    const rows = await database.db.select().from(quizSubmissions).where(inArray(quizSubmissions.id, ids))
    const nameById = new Map(rows.map((row) => [row.id, row.company_name]))
    expect(ids.map((id) => nameById.get(id))).toEqual(names)
    // Each shares its transaction with its back-office lead, whose id is the submission's (docs/product.md#back-office).
    const leadRows = await database.db.select().from(leads).where(inArray(leads.id, ids))
    const leadNameById = new Map(leadRows.map((row) => [row.id, row.company_name]))
    expect(ids.map((id) => leadNameById.get(id))).toEqual(names)
    expect(leadRows.every((row) => row.quiz_submission_id === row.id && row.source === 'quiz')).toBe(true)
  })

  it('keeps the ref on the lead only', async () => {
    const save = createQuizSubmissionWriter(database.db)
    const id = await save(quizPayload({ company_name: 'Referred Gym' }), 'newsletter')
    expect(
      (
        await database.db
          .select()
          .from(leads)
          .where(inArray(leads.id, [id]))
      )[0]?.ref,
    ).toBe('newsletter')
    expect((await findQuizSubmission(database.db, id))?.payload).not.toHaveProperty('ref')
  })

  it('stores neither the submission nor its lead when its follow-ups fail', async () => {
    const save = createQuizSubmissionWriter(database.db, async () => {
      throw new Error('outbox down')
    })
    const marker = `Rolled Back Gym ${Math.random()}`
    await expect(save(quizPayload({ company_name: marker }))).rejects.toThrow('outbox down')
    expect(await database.db.select().from(quizSubmissions).where(eq(quizSubmissions.company_name, marker))).toEqual([])
    expect(await database.db.select().from(leads).where(eq(leads.company_name, marker))).toEqual([])
  })

  it('writes a lone submission at once', async () => {
    const save = createQuizSubmissionWriter(database.db)
    const id = await save(quizPayload({ company_name: 'Lone Gym' }))
    expect((await findQuizSubmission(database.db, id))?.payload.company_name).toBe('Lone Gym')
  })

  it('fails only the row the database refuses, not the others sharing its INSERT', async () => {
    const save = createQuizSubmissionWriter(database.db)
    // PostgreSQL text cannot hold U+0000, so this row is refused by the database itself.
    const results = await Promise.allSettled([
      save(quizPayload({ company_name: 'Before Gym' })),
      save(quizPayload({ company_name: 'Good Gym A' })),
      save(quizPayload({ company_name: 'Bad \u0000 Gym' })),
      save(quizPayload({ company_name: 'Good Gym B' })),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    for (const result of results) {
      if (result.status === 'fulfilled') expect(await findQuizSubmission(database.db, result.value)).toBeDefined()
    }
    const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    expect(await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, stored))).toHaveLength(3)
  })
})
