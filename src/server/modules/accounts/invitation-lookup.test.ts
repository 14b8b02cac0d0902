import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '@/server/platform/session/tokens'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'
import { invitations, users } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

let counter = 0
const address = () => `lookup-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const INVALID = 'This invitation is invalid, expired or has already been used'

async function invitationFrom(fields: Record<string, string> = {}) {
  const owner = await registerUser(app, fields)
  const email = address()
  const created = await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie: owner.cookie })
  expect(created.statusCode, created.body).toBe(201)
  return { owner, email, token: tokenOf(created.json().link), id: created.json().id as string }
}

const lookup = (body: unknown) => requestJson(app, { method: 'POST', url: '/api/invitations/lookup', body, ip: nextIp() })
const accept = (body: Record<string, unknown>) =>
  requestJson(app, {
    method: 'POST',
    url: '/api/invitations/verify',
    body: { username: `joiner_${(counter += 1)}_${Date.now()}`, password: 'a-sturdy-passphrase', ...body },
    ip: nextIp(),
  })
const expireInvitation = (id: string) =>
  app.db
    .update(invitations)
    .set({ expires_at: sql`now() - interval '1 minute'` })
    .where(eq(invitations.id, id))

describe('POST /api/invitations/lookup', () => {
  it('tells the holder of the link who invited them to which company, and nothing else of the inviter', async () => {
    const { email, token, owner } = await invitationFrom({ full_name: 'Olivia Owner', company_name: 'Acme Robotics' })
    const response = await lookup({ invitation_token: token })
    expect(response.statusCode, response.body).toBe(200)
    const details = response.json()
    expect(details).toEqual({ email, company_name: 'Acme Robotics', inviter_name: 'Olivia Owner', expires_at: expect.any(String) })
    expect(response.body).not.toContain(owner.input.email)
    expect(response.body).not.toContain(owner.input.username)
  })

  it('names an inviter without a full name by their username, and none when their account is gone', async () => {
    const plain = await invitationFrom({ company_name: 'Plain Co' })
    expect((await lookup({ invitation_token: plain.token })).json().inviter_name).toBe(plain.owner.input.username)
    await app.db.update(invitations).set({ invited_by: null }).where(eq(invitations.id, plain.id))
    expect((await lookup({ invitation_token: plain.token })).json()).toMatchObject({ inviter_name: null, company_name: 'Plain Co' })
  })

  it('answers one 400 for an unknown, expired, revoked or used token', async () => {
    const expired = await invitationFrom()
    await expireInvitation(expired.id)
    const revoked = await invitationFrom()
    await requestJson(app, { method: 'DELETE', url: `/api/invitations/${revoked.id}`, cookie: revoked.owner.cookie })
    const used = await invitationFrom()
    expect((await accept({ invitation_token: used.token, full_name: 'Used Once' })).statusCode).toBe(200)
    for (const token of ['made-up-token', expired.token, revoked.token, used.token]) {
      const response = await lookup({ invitation_token: token })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: INVALID, issues: [{ path: 'invitation_token', message: INVALID }] })
    }
  })

  it('refuses a missing, blank, oversized or unexpected field', async () => {
    const { token } = await invitationFrom()
    for (const body of [{}, { invitation_token: '   ' }, { invitation_token: 'x'.repeat(201) }, { invitation_token: token, extra: 1 }]) {
      const response = await lookup(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
    // The link still works after all that.
    expect((await lookup({ invitation_token: token })).statusCode).toBe(200)
  })

  it('never answers for a token through the query string, so none is logged with the URL', async () => {
    const { token } = await invitationFrom()
    const response = await requestJson(app, { url: `/api/invitations/lookup?invitation_token=${token}` })
    expect(response.statusCode).toBe(404)
  })
})

describe('POST /api/invitations/verify takes the full name', () => {
  it('stores it as the member’s full name', async () => {
    const { token } = await invitationFrom()
    const response = await accept({ invitation_token: token, full_name: '  Grace Brewster Hopper  ' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().full_name).toBe('Grace Brewster Hopper')
    const [row] = await app.db.select({ full_name: users.full_name }).from(users).where(eq(users.id, response.json().id))
    expect(row!.full_name).toBe('Grace Brewster Hopper')
  })

  it('refuses a missing, blank, too long or control-character name, and the link stays usable', async () => {
    const { token } = await invitationFrom()
    const cases: [unknown, string][] = [
      [undefined, 'Please enter your full name'],
      ['   ', 'Please enter your full name'],
      ['x'.repeat(101), 'Full name cannot exceed 100 characters'],
      ['Grace\u0007Hopper', 'Full name cannot contain control characters'],
      [42, 'Please enter your full name'],
    ]
    for (const [fullName, message] of cases) {
      const response = await accept({ invitation_token: token, full_name: fullName })
      expect(response.statusCode, JSON.stringify(fullName)).toBe(400)
      expect(response.json().issues).toEqual([{ path: 'full_name', message }])
    }
    expect((await accept({ invitation_token: token, full_name: 'Grace Hopper' })).statusCode).toBe(200)
  })

  it('refuses a password made of the full name', async () => {
    const { token } = await invitationFrom()
    const response = await accept({ invitation_token: token, full_name: 'Bartholomew Quincy', password: 'bartholomewquincy' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('password')
  })

  it('refuses an expired or used invitation, and writes nothing', async () => {
    const expired = await invitationFrom()
    await expireInvitation(expired.id)
    const before = await app.db.select({ id: users.id }).from(users)
    const response = await accept({ invitation_token: expired.token, full_name: 'Too Late' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(INVALID)
    expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
    const [row] = await app.db
      .select()
      .from(invitations)
      .where(eq(invitations.token_hash, hashToken(expired.token)))
    expect(row!.accepted_at).toBeNull()

    const used = await invitationFrom()
    expect((await accept({ invitation_token: used.token, full_name: 'First' })).statusCode).toBe(200)
    expect((await accept({ invitation_token: used.token, full_name: 'Second' })).statusCode).toBe(400)
  })
})
