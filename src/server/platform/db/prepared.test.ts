// @both-databases: named prepared statements, which only a server connection keeps
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '@/server/test/test-app'
import type { Database } from './client'
import { preparedQuery } from './prepared'

describe('preparedQuery', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('passes values through unchanged, quotes included, and runs again from the prepared statement', async () => {
    const echo = preparedQuery<{ value: string; length: number }>(
      database,
      'test_echo',
      ['text'],
      'select $1::text as value, length($1) as length',
    )
    for (const value of ["O'Brien", "'); drop table users; --", 'back\\slash', "Zürich 東京 ''", '']) {
      const [row] = await echo([value])
      expect(row).toEqual({ value, length: [...value].length })
    }
    const [count] = await preparedQuery<{ n: number }>(database, 'test_users_left', [], 'select count(*)::int as n from users')([])
    expect(count?.n).toBeGreaterThanOrEqual(0)
  })

  it('refuses a NUL, which PostgreSQL cannot store in text', async () => {
    const echo = preparedQuery<{ value: string }>(database, 'test_echo_nul', ['text'], 'select $1::text as value')
    await expect(echo(['a\0b'])).rejects.toThrow()
  })
})
