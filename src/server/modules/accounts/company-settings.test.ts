import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { companies } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const ACME = { name: 'Acme Logistics', website: 'https://acme.example', industry: 'retail' }
const patch = (cookie: string | undefined, body: unknown) => requestJson(app, { method: 'PATCH', url: '/api/company', cookie, body })
const stored = async (id: string) => (await app.db.select().from(companies).where(eq(companies.id, id)))[0]!

describe('the company settings', () => {
  it('are read by everyone in the company and changed by the owner', async () => {
    const owner = await registerUser(app, { company_name: 'Old Name' })
    const member = await joinAsMember(app, owner.cookie)
    const read = await requestJson(app, { url: '/api/company', cookie: member })
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toEqual({ id: owner.user.company_id, name: 'Old Name', website: null, industry: null })

    const changed = await patch(owner.cookie, { ...ACME, name: '  Acme Logistics ' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({ id: owner.user.company_id, ...ACME })
    expect((await requestJson(app, { url: '/api/company', cookie: member })).json()).toEqual(changed.json())
    expect((await requestJson(app, { url: '/api/team', cookie: member })).json().company.name).toBe('Acme Logistics')

    const cleared = await patch(owner.cookie, { name: 'Acme', website: '', industry: '' })
    expect(cleared.json()).toEqual({ id: owner.user.company_id, name: 'Acme', website: null, industry: null })
  })

  it('are the owner’s to change: a member gets 403, a stranger 401, and the company keeps its fields', async () => {
    const owner = await registerUser(app, { company_name: 'Kept Name' })
    const member = await joinAsMember(app, owner.cookie)
    const refused = await patch(member, ACME)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: 'Only the company owner can do this' })
    expect((await patch(undefined, ACME)).statusCode).toBe(401)
    expect((await requestJson(app, { url: '/api/company' })).statusCode).toBe(401)
    expect((await stored(owner.user.company_id)).name).toBe('Kept Name')
  })

  it('belong to the caller’s company only: another owner changes their own', async () => {
    const first = await registerUser(app, { company_name: 'First Co' })
    const second = await registerUser(app, { company_name: 'Second Co' })
    await patch(second.cookie, ACME)
    expect((await stored(first.user.company_id)).name).toBe('First Co')
    expect((await requestJson(app, { url: '/api/company', cookie: first.cookie })).json().name).toBe('First Co')
  })

  it('refuse bad input with field issues and write nothing', async () => {
    const owner = await registerUser(app, { company_name: 'Unchanged' })
    const bad: [unknown, string][] = [
      [{ ...ACME, name: '' }, 'name'],
      [{ ...ACME, name: '   ' }, 'name'],
      [{ ...ACME, name: 'x'.repeat(121) }, 'name'],
      [{ ...ACME, name: 'Acme\nBcc: x' }, 'name'],
      [{ ...ACME, name: 'A\u0000' }, 'name'],
      [{ ...ACME, website: 'acme' }, 'website'],
      [{ ...ACME, website: 'ftp://acme.example' }, 'website'],
      [{ ...ACME, industry: 'mining' }, 'industry'],
      [{ name: 'Acme' }, 'website'],
    ]
    for (const [body, field] of bad) {
      const response = await patch(owner.cookie, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(
        response
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .join(' '),
        JSON.stringify(body),
      ).toContain(field)
    }
    expect((await patch(owner.cookie, { ...ACME, extra: true })).statusCode).toBe(400)
    expect(await stored(owner.user.company_id)).toMatchObject({ name: 'Unchanged', website: null, industry: null })
  })
})
