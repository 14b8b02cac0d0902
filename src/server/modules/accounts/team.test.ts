// @both-databases: invitations sent at once against their limit; the company row lock
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson, sessionCookie } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!
}

async function invite(cookie: string, email: string) {
  const response = await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

describe('invitations', () => {
  it('leaves one live invitation when 20 for one address are created at once', async () => {
    const owner = await registerUser(app, { company_name: 'Parallel Partners' })
    const email = `race-${Date.now()}@example.com`
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie: owner.cookie }),
      ),
    )
    expect(created.map((response) => response.statusCode)).toEqual(Array(20).fill(201))

    const listed = await requestJson(app, { url: '/api/team', cookie: owner.cookie })
    const pending = listed.json().invitations.filter((item: { email: string }) => item.email === email)
    expect(pending).toHaveLength(1)
    // Exactly one of the 20 links still works: the others were replaced.
    const usable = await Promise.all(
      created.map(async (response) => {
        const verify = await requestJson(app, {
          method: 'POST',
          url: '/api/invitations/verify',
          body: {
            invitation_token: tokenOf(response.json().link),
            full_name: 'Racing Member',
            username: `racer_${Math.random().toString(36).slice(2, 10)}`,
            password: 'a-sturdy-passphrase',
          },
          ip: nextIp(),
        })
        return verify.statusCode
      }),
    )
    expect(usable.filter((status) => status === 200)).toHaveLength(1)
  })

  it('lets an owner invite a teammate who joins the company through the link, once', async () => {
    const owner = await registerUser(app, { company_name: 'Acme Robotics' })
    const created = await invite(owner.cookie, 'New.Hire@Example.com')
    // A new owner has not proven their address yet: the e-mail waits (docs/decisions/083), the link is still theirs to copy.
    expect(created).toMatchObject({ email: 'new.hire@example.com', email_status: 'held', delivery: { status: 'held' } })
    expect(created.link).toMatch(/^http:\/\/localhost:3000\/auth\?token=[A-Za-z0-9_-]{43}$/)
    expect(new Date(created.expires_at).getTime() - new Date(created.created_at).getTime()).toBe(7 * 24 * 3600 * 1000)

    const listed = await requestJson(app, { url: '/api/team', cookie: owner.cookie })
    expect(listed.json().invitations.map((item: { id: string }) => item.id)).toEqual([created.id])
    expect(JSON.stringify(listed.json())).not.toContain(tokenOf(created.link))

    const joined = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/verify',
      body: {
        invitation_token: tokenOf(created.link),
        full_name: 'New Member',
        username: `hire_${Date.now()}`,
        password: 'a-sturdy-passphrase',
      },
      ip: nextIp(),
    })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toMatchObject({
      email: 'new.hire@example.com',
      full_name: 'New Member',
      company_id: owner.user.company_id,
      role: 'member',
      email_verified: false,
    })
    const memberCookie = sessionCookie(joined)

    const team = await requestJson(app, { url: '/api/team', cookie: memberCookie })
    expect(team.json().members.map((member: { role: string }) => member.role)).toEqual(['owner', 'member'])
    expect(team.json().invitations).toEqual([])

    const again = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/verify',
      body: {
        invitation_token: tokenOf(created.link),
        full_name: 'New Member',
        username: `other_${Date.now()}`,
        password: 'a-sturdy-passphrase',
      },
      ip: nextIp(),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('This invitation is invalid, expired or has already been used')
  })

  it('has one winner when one token is redeemed twice at the same moment', async () => {
    const owner = await registerUser(app)
    const { link } = await invite(owner.cookie, `race${Date.now()}@example.com`)
    const attempt = (suffix: string) =>
      requestJson(app, {
        method: 'POST',
        url: '/api/invitations/verify',
        body: {
          invitation_token: tokenOf(link),
          full_name: 'New Member',
          username: `racer_${suffix}_${Date.now()}`,
          password: 'a-sturdy-passphrase',
        },
        ip: nextIp(),
      })
    const results = await Promise.all([attempt('a'), attempt('b')])
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400])
  })

  it('refuses a member who tries to invite, and lets only the owner revoke', async () => {
    const owner = await registerUser(app)
    const created = await invite(owner.cookie, `member${Date.now()}@example.com`)
    const joined = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/verify',
      body: {
        invitation_token: tokenOf(created.link),
        full_name: 'New Member',
        username: `m_${Date.now()}`,
        password: 'a-sturdy-passphrase',
      },
      ip: nextIp(),
    })
    const memberCookie = sessionCookie(joined)
    const denied = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations',
      body: { email: 'x@example.com' },
      cookie: memberCookie,
    })
    expect(denied.statusCode).toBe(403)

    const pending = await invite(owner.cookie, `pending${Date.now()}@example.com`)
    expect((await requestJson(app, { method: 'DELETE', url: `/api/invitations/${pending.id}`, cookie: memberCookie })).statusCode).toBe(403)
    expect((await requestJson(app, { method: 'DELETE', url: `/api/invitations/${pending.id}`, cookie: owner.cookie })).statusCode).toBe(204)
    const redeem = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/verify',
      body: {
        invitation_token: tokenOf(pending.link),
        full_name: 'New Member',
        username: `late_${Date.now()}`,
        password: 'a-sturdy-passphrase',
      },
      ip: nextIp(),
    })
    expect(redeem.statusCode).toBe(400)
  })

  it("answers 404 for another company's invitation and leaves it untouched", async () => {
    const ours = await registerUser(app)
    const theirs = await registerUser(app)
    const theirInvitation = await invite(theirs.cookie, `theirs${Date.now()}@example.com`)
    const response = await requestJson(app, { method: 'DELETE', url: `/api/invitations/${theirInvitation.id}`, cookie: ours.cookie })
    expect(response.statusCode).toBe(404)
    const still = await requestJson(app, { url: '/api/team', cookie: theirs.cookie })
    expect(still.json().invitations).toHaveLength(1)
    expect((await requestJson(app, { method: 'DELETE', url: '/api/invitations/not-a-uuid', cookie: ours.cookie })).statusCode).toBe(400)
  })

  it('refuses an invitation for an address that already has an account', async () => {
    const owner = await registerUser(app)
    const response = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations',
      body: { email: owner.input.email },
      cookie: owner.cookie,
    })
    expect(response.statusCode).toBe(409)
  })

  it('replaces a pending invitation for the same address', async () => {
    const owner = await registerUser(app)
    const email = `twice${Date.now()}@example.com`
    const first = await invite(owner.cookie, email)
    await invite(owner.cookie, email)
    const team = await requestJson(app, { url: '/api/team', cookie: owner.cookie })
    expect(team.json().invitations).toHaveLength(1)
    const stale = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/verify',
      body: {
        invitation_token: tokenOf(first.link),
        full_name: 'New Member',
        username: `stale_${Date.now()}`,
        password: 'a-sturdy-passphrase',
      },
      ip: nextIp(),
    })
    expect(stale.statusCode).toBe(400)
  })

  it('requires a session', async () => {
    expect((await requestJson(app, { url: '/api/team' })).statusCode).toBe(401)
    expect((await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email: 'a@b.co' } })).statusCode).toBe(401)
  })
})
