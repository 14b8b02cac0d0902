// @both-databases: the user row lock of a deletion
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { ACCOUNT_DELETION_MESSAGES } from '@/shared/schemas/account-deletion'
import { agentEvents } from '@/server/modules/runtime'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'
import { sessions, users } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const deleteAccount = (cookie: string, password: unknown) =>
  requestJson(app, { method: 'DELETE', url: '/api/account', body: { password }, cookie })
const me = async (cookie: string) => (await requestJson(app, { url: '/api/user', cookie })).json()
const MEMBER_PASSWORD = 'a-sturdy-passphrase'

describe('deleting one\u2019s own account', () => {
  it('deletes a member with their sessions and mail; their events stay the company\u2019s, by nobody', async () => {
    const owner = await registerUser(app)
    const memberCookie = await joinAsMember(app, owner.cookie)
    const member = await me(memberCookie)
    expect(
      (
        await requestJson(app, {
          method: 'POST',
          url: '/api/events',
          cookie: memberCookie,
          body: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] },
        })
      ).statusCode,
    ).toBe(202)

    const wrong = await deleteAccount(memberCookie, 'not-the-password')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues).toEqual([{ path: 'password', message: expect.any(String) }])
    expect(await app.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1)

    const deleted = await deleteAccount(memberCookie, MEMBER_PASSWORD)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(deleted.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('')
    expect(await app.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0)
    expect(await app.db.select().from(sessions).where(eq(sessions.user_id, member.id))).toHaveLength(0)
    expect(await me(memberCookie)).toBeNull()
    const mail = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from email_messages where lower("to") = ${member.email.toLowerCase()}`),
    )
    expect(mail[0]!.n).toBe(0)
    const events = await app.db.select().from(agentEvents).where(eq(agentEvents.company_id, owner.user.company_id))
    expect(events).toHaveLength(1)
    expect(events[0]!.user_id).toBeNull()
    const login = await requestJson(app, { method: 'POST', url: '/api/login', body: { email: member.email, password: MEMBER_PASSWORD } })
    expect(login.statusCode).toBe(401)
  })

  it('refuses the owner with what to do first, deleting nothing', async () => {
    const owner = await registerUser(app)
    const refused = await deleteAccount(owner.cookie, owner.input.password)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.ownerMustHandOver })
    expect(await me(owner.cookie)).toMatchObject({ id: owner.user.id })
  })
})
