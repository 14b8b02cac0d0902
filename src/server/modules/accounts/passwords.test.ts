import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@/shared/passwords/password-rules'
import { HttpError } from '@/server/platform/http/http-errors'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson, uniqueUser } from '@/server/test/http'
import { assertPasswordAcceptable, COMMON_PASSWORD_MESSAGE } from './passwords'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const OWNER = { email: 'grace.hopper@example.com', username: 'amazing_grace' }

describe('assertPasswordAcceptable', () => {
  it.each([
    ['Password1', PASSWORD_MESSAGES.weak],
    ['Summer2024!', PASSWORD_MESSAGES.weak],
    ['agentworks', PASSWORD_MESSAGES.productName('AgentWorks')],
    ['        ', PASSWORD_MESSAGES.blank],
    [OWNER.email, PASSWORD_MESSAGES.email],
    ['lighthouse-grace.hopper-tractor', PASSWORD_MESSAGES.email],
    [OWNER.username, PASSWORD_MESSAGES.username],
    ['password123', COMMON_PASSWORD_MESSAGE],
  ])('refuses %j with a 400 whose field issue is the password', async (password, message) => {
    const refusal = await assertPasswordAcceptable(password, OWNER).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ statusCode: 400, message, issues: [{ path: 'password', message }] })
  })

  it('accepts a passphrase of unrelated words', async () => {
    await expect(assertPasswordAcceptable('correct horse battery staple', OWNER)).resolves.toBeUndefined()
  })
})

describe('the password rules on the account calls', () => {
  it('refuses to register a password made of the e-mail, the username or an easy guess, under the password field', async () => {
    const input = uniqueUser()
    const cases = [input.email, `my-${input.username}-secret`, 'Password1', 'AgentWorks-rocks-2024']
    for (const password of cases) {
      const response = await requestJson(app, { method: 'POST', url: '/api/register', body: { ...input, password }, ip: nextIp() })
      expect(response.statusCode, password).toBe(400)
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['password'])
    }
    const accepted = await requestJson(app, {
      method: 'POST',
      url: '/api/register',
      body: { ...input, password: 'correct horse battery staple' },
      ip: nextIp(),
    })
    expect(accepted.statusCode, accepted.body).toBe(201)
  })

  it("refuses a member's password made of the invited address, and still refuses a bad token first", async () => {
    const owner = await registerUser(app)
    const email = `invitee-${Date.now()}@example.com`
    const invitation = await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie: owner.cookie })
    const token = new URL(invitation.json().link).searchParams.get('token')
    const verify = (body: Record<string, unknown>) =>
      requestJson(app, { method: 'POST', url: '/api/invitations/verify', body, ip: nextIp() })

    const badToken = await verify({ invitation_token: 'made-up', full_name: 'New Member', username: 'new_member', password: email })
    expect(badToken.statusCode).toBe(400)
    expect(badToken.json().issues[0].path).toBe('invitation_token')

    const emailAsPassword = await verify({
      invitation_token: token,
      full_name: 'New Member',
      username: `member_${Date.now()}`,
      password: email,
    })
    expect(emailAsPassword.statusCode).toBe(400)
    expect(emailAsPassword.json()).toMatchObject({ message: PASSWORD_MESSAGES.email, issues: [{ path: 'password' }] })

    // The refusal left the invitation usable.
    const joined = await verify({
      invitation_token: token,
      full_name: 'New Member',
      username: `member_${Date.now()}`,
      password: 'correct horse battery staple',
    })
    expect(joined.statusCode, joined.body).toBe(200)
  })
})
