import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataRequestsPage } from '@/shared/backoffice/data-requests'
import { personDataRequests } from '@/server/modules/people'
import { emailMessages } from '@/server/platform/mail/schema'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'
import { createTestApp } from '@/server/test/test-app'

// docs/product.md#back-office: staff see each of people's data requests, what it found or removed and when, without
// the address, which is kept only as a keyed hash (docs/decisions/104-a-persons-data.md).

let app: FastifyInstance
let close: () => Promise<void>
let staff: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = (await signInAsStaff(app)).cookie
})
afterAll(() => close())

const unique = randomBytes(4).toString('hex')
const ADDRESS = `robin.${unique}@example.com`

const listAs = (cookie: string | undefined, cursor?: string) =>
  requestJson(app, { url: `/api/admin/data-requests${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`, cookie })
const list = (cursor?: string) => listAs(staff, cursor)

/** The token of the data link in the quiz's e-mail to `to`, as the person would open it. */
async function mailedToken(to: string): Promise<string> {
  const mail = await app.db.select().from(emailMessages).where(eq(emailMessages.to, to))
  const link = mail.map((message) => message.text.match(/http:\/\/localhost:3000\/my-data\?token=\S+/)?.[0]).find(Boolean)
  expect(link, `a data link mailed to ${to}`).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}

describe('people’s data requests in the back office', () => {
  it('answers 404 to a visitor, a company owner and a member', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    for (const cookie of [undefined, owner.cookie, member]) {
      const response = await listAs(cookie)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: expect.any(String) })
    }
  })

  it('is empty before anyone asked', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ requests: [], next_cursor: null })
  })

  it('shows a lookup and a deletion made by the e-mailed link, with counts and a fingerprint, never the address', async () => {
    await submitQuiz(app, { contact_email: ADDRESS, company_name: 'Robin’s Gym' })
    const token = await mailedToken(ADDRESS)
    for (const step of ['lookup', 'delete']) {
      const response = await requestJson(app, { method: 'POST', url: `/api/my-data/${step}`, body: { token }, ip: nextIp() })
      expect(response.statusCode, response.body).toBe(200)
    }

    const response = await list()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const page = response.json() as DataRequestsPage
    expect(page.requests.map((request) => request.kind)).toEqual(['delete', 'lookup'])
    for (const request of page.requests) {
      expect(request.counts.find((count) => count.kind === 'quiz_submissions')).toEqual({ kind: 'quiz_submissions', count: 1 })
      expect(Date.parse(request.requested_at)).toBeLessThanOrEqual(Date.now())
    }
    const hash = app.personDataLinks.hashAddress(ADDRESS)
    expect(page.requests.map((request) => request.fingerprint)).toEqual([hash.slice(0, 8), hash.slice(0, 8)])
    expect(response.body.toLowerCase()).not.toContain(ADDRESS)
    expect(response.body.toLowerCase()).not.toContain(`robin.${unique}`)
    expect(response.body).not.toContain(hash)
    expect(response.body).not.toContain('Robin’s Gym')
  })

  it('pages newest first with a cursor, and refuses a cursor it did not make', async () => {
    // Older requests than the two above, written directly: the links' own limits allow only a few requests an hour.
    const base = Date.now() - 86_400_000
    await app.db.insert(personDataRequests).values(
      Array.from({ length: 60 }, (_, index) => ({
        kind: index % 2 === 0 ? ('lookup' as const) : ('delete' as const),
        address_hash: randomBytes(32).toString('hex'),
        requested_at: new Date(base - index * 60_000),
        counts: { demo_bookings: index },
      })),
    )
    const first = (await list()).json() as DataRequestsPage
    expect(first.requests).toHaveLength(50)
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = (await list(first.next_cursor!)).json() as DataRequestsPage
    expect(second.requests).toHaveLength(12)
    expect(second.next_cursor).toBeNull()
    const all = [...first.requests, ...second.requests]
    expect(new Set(all.map((request) => request.id)).size).toBe(62)
    const times = all.map((request) => Date.parse(request.requested_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.at(-1)!.counts.find((count) => count.kind === 'demo_bookings')!.count).toBe(59)

    for (const cursor of ['nonsense', Buffer.from('["1","x"]').toString('base64url'), Buffer.from('{}').toString('base64url')]) {
      const response = await list(cursor)
      expect(response.statusCode, cursor).toBe(400)
      expect(response.json()).toMatchObject({ message: 'Invalid cursor' })
    }
    const unknown = await requestJson(app, { url: '/api/admin/data-requests?limit=5', cookie: staff })
    expect(unknown.statusCode).toBe(400)
  })
})
