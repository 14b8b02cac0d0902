// @both-databases: limits reserved under parallel requests on a connection pool
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { pruneEndedWindows, releaseSlot, reserveSlot, type Limit, type Slot } from './rate-limits'
import { rateLimitWindows } from './schema'
import { openTestDatabase } from '@/server/test/test-app'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const LIMIT: Limit = { max: 7, windowMs: 60_000 }

const reserveAtOnce = (key: string, count: number) => Promise.all(Array.from({ length: count }, () => reserveSlot(database.db, key, LIMIT)))

const grantedSlots = (reservations: Awaited<ReturnType<typeof reserveAtOnce>>): Slot[] =>
  reservations.flatMap((reservation) => (reservation.granted ? [reservation.slot] : []))

/** Moves the key's window into the past, as if its minute had gone by. */
const endWindow = (key: string) =>
  database.db
    .update(rateLimitWindows)
    .set({
      window_started_at: sql`now() - interval '2 minutes'`,
      window_ends_at: sql`now() - interval '1 minute'`,
    })
    .where(eq(rateLimitWindows.key, key))

describe('reserveSlot', () => {
  it('grants exactly the limit to callers racing for one key, and tells the others when the window ends', async () => {
    const reservations = await reserveAtOnce(randomUUID(), 50)
    expect(grantedSlots(reservations)).toHaveLength(LIMIT.max)
    for (const reservation of reservations) {
      if (reservation.granted) continue
      expect(reservation.retryAfterMs).toBeGreaterThan(LIMIT.windowMs - 10_000)
      expect(reservation.retryAfterMs).toBeLessThanOrEqual(LIMIT.windowMs)
    }
  })

  it('frees one slot per slot given back in the same window', async () => {
    const key = randomUUID()
    const slots = grantedSlots(await reserveAtOnce(key, LIMIT.max))
    await Promise.all(slots.slice(0, 2).map((slot) => releaseSlot(database.db, slot)))
    expect(grantedSlots(await reserveAtOnce(key, 5))).toHaveLength(2)
  })

  it('starts a new window once the old one ends, where a slot of the old window frees nothing', async () => {
    const key = randomUUID()
    const [old] = grantedSlots(await reserveAtOnce(key, LIMIT.max))
    await endWindow(key)
    expect(grantedSlots(await reserveAtOnce(key, LIMIT.max))).toHaveLength(LIMIT.max)
    await releaseSlot(database.db, old!)
    expect((await reserveSlot(database.db, key, LIMIT)).granted).toBe(false)
  })

  it('prunes ended windows only', async () => {
    const [ended, open] = [randomUUID(), randomUUID()]
    await reserveSlot(database.db, ended, LIMIT)
    await reserveSlot(database.db, open, LIMIT)
    await endWindow(ended)
    await pruneEndedWindows(database.db)
    const keys = (await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((row) => row.key)
    expect(keys).toContain(open)
    expect(keys).not.toContain(ended)
  })
})
