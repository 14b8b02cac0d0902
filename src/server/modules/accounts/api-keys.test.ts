import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from './schema'
import { hashToken } from '@/server/platform/session/tokens'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const create = (cookie: string | undefined, body: unknown) => requestJson(app, { method: 'POST', url: '/api/api-keys', cookie, body })
const list = (cookie?: string) => requestJson(app, { url: '/api/api-keys', cookie })
const revoke = (cookie: string, id: string) => requestJson(app, { method: 'DELETE', url: `/api/api-keys/${id}`, cookie })

describe('API keys', () => {
  it('are shown once, stored hashed, listed by prefix and revoked by the owner', async () => {
    const owner = await registerUser(app)
    const created = await create(owner.cookie, { name: ' n8n production ' })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    expect(body.key).toMatch(/^aw_[A-Za-z0-9_-]{43}$/)
    expect(body).toMatchObject({ name: 'n8n production', prefix: body.key.slice(0, 11), last_used_at: null })

    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, body.id))
    expect(row).toMatchObject({ key_hash: hashToken(body.key), company_id: owner.user.company_id, created_by: owner.user.id })
    expect(JSON.stringify(row)).not.toContain(body.key)

    const listed = (await list(owner.cookie)).json()
    expect(listed).toEqual([{ id: body.id, name: 'n8n production', prefix: body.prefix, created_at: body.created_at, last_used_at: null }])
    expect(JSON.stringify(listed)).not.toContain(body.key)

    expect((await revoke(owner.cookie, body.id)).statusCode).toBe(204)
    expect((await list(owner.cookie)).json()).toEqual([])
    expect((await revoke(owner.cookie, body.id)).statusCode).toBe(404)
  })

  it('belong to the owner: members get 403, other companies 404, signed-out visitors 401', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    const key = (await create(owner.cookie, { name: 'main' })).json()
    const member = await joinAsMember(app, owner.cookie)
    expect((await list(member)).statusCode).toBe(403)
    expect((await create(member, { name: 'mine' })).statusCode).toBe(403)
    expect((await revoke(member, key.id)).statusCode).toBe(403)
    expect((await revoke(stranger.cookie, key.id)).statusCode).toBe(404)
    expect((await list(stranger.cookie)).json()).toEqual([])
    expect((await list()).statusCode).toBe(401)
    expect((await create(undefined, { name: 'x' })).statusCode).toBe(401)
    expect((await list(owner.cookie)).json()).toHaveLength(1)
  })

  it('refuse a bad name or id', async () => {
    const owner = await registerUser(app)
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'ok', extra: 1 }]) {
      const response = await create(owner.cookie, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
    expect((await revoke(owner.cookie, 'not-a-uuid')).statusCode).toBe(400)
    expect((await list(owner.cookie)).json()).toEqual([])
  })
})
