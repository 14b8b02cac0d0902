// @both-databases: the row locks that make a transfer of ownership one step
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'
import { users } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const handOver = (cookie: string, memberId: string) =>
  requestJson(app, { method: 'POST', url: `/api/team/members/${memberId}/ownership`, cookie })
const me = async (cookie: string) => (await requestJson(app, { url: '/api/user', cookie })).json()
const rolesOf = async (companyId: string) =>
  Object.fromEntries((await app.db.select().from(users).where(eq(users.company_id, companyId))).map((user) => [user.id, user.role]))

describe('handing over ownership', () => {
  it('makes the member the owner and the owner a member, in one step', async () => {
    const owner = await registerUser(app)
    const memberCookie = await joinAsMember(app, owner.cookie)
    const member = await me(memberCookie)
    const answer = await handOver(owner.cookie, member.id)
    expect(answer.statusCode, answer.body).toBe(204)
    expect(await rolesOf(owner.user.company_id)).toEqual({ [owner.user.id]: 'member', [member.id]: 'owner' })
    // The former owner's session now has a member's rights; the new owner's has the owner's.
    expect((await handOver(owner.cookie, member.id)).statusCode).toBe(403)
    expect((await requestJson(app, { url: '/api/api-keys', cookie: memberCookie })).statusCode).toBe(200)
  })

  it('refuses a member, a member of another company, an unknown id and oneself, changing nothing', async () => {
    const owner = await registerUser(app)
    const memberCookie = await joinAsMember(app, owner.cookie)
    const member = await me(memberCookie)
    const stranger = await registerUser(app)
    const before = await rolesOf(owner.user.company_id)

    expect((await handOver(memberCookie, member.id)).statusCode).toBe(403)
    expect((await handOver(owner.cookie, stranger.user.id)).json()).toEqual({ message: 'Member not found' })
    expect((await handOver(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await handOver(owner.cookie, owner.user.id)).statusCode).toBe(409)
    expect((await handOver(owner.cookie, 'not-an-id')).statusCode).toBe(400)
    expect(await rolesOf(owner.user.company_id)).toEqual(before)
    expect(await rolesOf(stranger.user.company_id)).toEqual({ [stranger.user.id]: 'owner' })
  })
})
