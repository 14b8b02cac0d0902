import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUIDE_MAX_CHARS, GUIDE_MAX_LINES } from '@/shared/ai/guidance'
import { companies } from '@/server/modules/accounts'
import { agents } from '@/server/modules/runtime'
import { joinAsMember, requestJson } from '@/server/test/http'
import { companyWithMax } from '@/server/test/teaching-fixtures'
import { createTestApp } from '@/server/test/test-app'

// The agent's style guide and the company's voice (docs/decisions/131-approvals-that-teach.md): every member reads them,
// only the owner writes them, another company's agent is not found, and bad input is refused with nothing written.
let app: FastifyInstance
let close: () => Promise<void>
// The file's app on the worker's database (createTestApp empties it): a file's tests share one app, as every file here.
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const call = (method: 'GET' | 'PUT', url: string, cookie: string, body?: unknown) => requestJson(app, { method, url, cookie, body })

describe('the style guide', () => {
  it('is read by members and written by the owner, who is named with it', async () => {
    const company = await companyWithMax(app, 'Maya Chen')
    const member = await joinAsMember(app, company.cookie)
    const url = `/api/agents/${company.agentId}/guidance`
    expect((await call('GET', url, member)).json()).toEqual({ guidance: null, updated_at: null, updated_by: null, examples: 0 })

    const saved = await call('PUT', url, company.cookie, { guidance: '  Use first names. \n\n Keep it under 100 words.\n' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ guidance: 'Use first names.\nKeep it under 100 words.', updated_by: 'Maya Chen' })
    expect((await call('GET', url, member)).json()).toMatchObject({ guidance: 'Use first names.\nKeep it under 100 words.' })

    const refused = await call('PUT', url, member, { guidance: 'Be rude.' })
    expect(refused.statusCode).toBe(403)
    const cleared = await call('PUT', url, company.cookie, { guidance: ' ' })
    expect(cleared.json()).toMatchObject({ guidance: null })
  })

  it('of another company’s agent is not found, to read or to write', async () => {
    const company = await companyWithMax(app)
    const stranger = await companyWithMax(app)
    const url = `/api/agents/${company.agentId}/guidance`
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404)
    expect((await call('PUT', url, stranger.cookie, { guidance: 'Mine now' })).statusCode).toBe(404)
    expect((await app.db.select().from(agents).where(eq(agents.id, company.agentId)))[0]!.guidance).toBeNull()
  })

  it('refuses too many lines or characters, and anything but text, writing nothing', async () => {
    const company = await companyWithMax(app)
    const url = `/api/agents/${company.agentId}/guidance`
    const tooManyLines = Array.from({ length: GUIDE_MAX_LINES + 1 }, (_, index) => `Rule ${index}`).join('\n')
    for (const body of [{ guidance: tooManyLines }, { guidance: 'x'.repeat(GUIDE_MAX_CHARS + 1) }, { guidance: 3 }, { guide: 'Hi' }]) {
      const refused = await call('PUT', url, company.cookie, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().message).toBeTruthy()
    }
    const badId = await call('PUT', '/api/agents/not-an-id/guidance', company.cookie, { guidance: 'Hi' })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toMatch(/Agent not found/)
    expect((await app.db.select().from(agents).where(eq(agents.id, company.agentId)))[0]!.guidance).toBeNull()
  })
})

describe('how the company’s e-mails sound', () => {
  it('is read by members and written by the owner; empty is the product’s default', async () => {
    const company = await companyWithMax(app)
    const member = await joinAsMember(app, company.cookie)
    const url = '/api/company/writing-voice'
    expect((await call('GET', url, member)).json()).toEqual({ voice: null })
    const saved = await call('PUT', url, company.cookie, { voice: '  Friendly and brief. Say we, not I.  ' })
    expect(saved.json()).toEqual({ voice: 'Friendly and brief. Say we, not I.' })
    expect((await call('GET', url, member)).json()).toEqual({ voice: 'Friendly and brief. Say we, not I.' })
    expect((await call('PUT', url, member, { voice: 'Shout.' })).statusCode).toBe(403)
    expect((await call('PUT', url, company.cookie, { voice: '' })).json()).toEqual({ voice: null })
  })

  it('refuses more than 600 characters, or no text, writing nothing', async () => {
    const company = await companyWithMax(app)
    await call('PUT', '/api/company/writing-voice', company.cookie, { voice: 'Plain.' })
    for (const body of [{ voice: 'x'.repeat(601) }, { voice: null }, {}, { voice: 'Plain.', tone: 'loud' }]) {
      const refused = await call('PUT', '/api/company/writing-voice', company.cookie, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    const [row] = await app.db.select({ voice: companies.writing_voice }).from(companies).where(eq(companies.id, company.companyId))
    expect(row!.voice).toBe('Plain.')
  })
})
