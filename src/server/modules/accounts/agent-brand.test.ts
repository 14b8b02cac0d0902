import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGO_MAX_BYTES } from '@/shared/schemas/company-logo'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { companies, companyLogos } from './schema'

// The business's colour and logo on its agents' e-mails (docs/decisions/123-the-business-brand-in-e-mail.md).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const IDENTITY_URL = '/api/company/agent-identity'
const LOGO_URL = `${IDENTITY_URL}/logo`
const ROSIE = { senderName: "Rosie's Bakery", replyTo: '', signature: '', signAsAgent: true }
const readIdentity = (cookie: string) => requestJson(app, { url: IDENTITY_URL, cookie })
const saveIdentity = (cookie: string, body: unknown) => requestJson(app, { method: 'PATCH', url: IDENTITY_URL, cookie, body })
const uploadLogo = (cookie: string, body: unknown) => requestJson(app, { method: 'POST', url: LOGO_URL, cookie, body })
const removeLogo = (cookie: string) => requestJson(app, { method: 'DELETE', url: LOGO_URL, cookie })
const storedColor = async (id: string) => (await app.db.select().from(companies).where(eq(companies.id, id)))[0]!.brand_color
const storedLogo = async (id: string) => (await app.db.select().from(companyLogos).where(eq(companyLogos.company_id, id)))[0]

// A 1×1 PNG; the first bytes of a JPEG and of a WebP; a GIF and an SVG, which are refused.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const png = { contentType: 'image/png', data: PNG.toString('base64') }

describe('the brand colour', () => {
  it('is the product’s until the owner sets one; saved in lower case, read by everyone, cleared with ""', async () => {
    const owner = await registerUser(app)
    expect((await readIdentity(owner.cookie)).json()).toMatchObject({ brandColor: '', logoPath: null })
    const saved = await saveIdentity(owner.cookie, { ...ROSIE, brandColor: '#C2410C' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().brandColor).toBe('#c2410c')
    const member = await joinAsMember(app, owner.cookie)
    expect((await readIdentity(member)).json().brandColor).toBe('#c2410c')
    // A client that does not send it leaves it as it is.
    expect((await saveIdentity(owner.cookie, { ...ROSIE, signature: 'Rosie' })).json().brandColor).toBe('#c2410c')
    expect((await saveIdentity(owner.cookie, { ...ROSIE, brandColor: '' })).json().brandColor).toBe('')
    expect(await storedColor(owner.user.company_id)).toBeNull()
  })

  it.each(['c2410c', '#c2410', '#c2410cc', '#gggggg', 'red', 'rgb(1,2,3)', 42, null])(
    'refuses %j with a 400 naming it, and keeps the colour',
    async (brandColor) => {
      const owner = await registerUser(app)
      await saveIdentity(owner.cookie, { ...ROSIE, brandColor: '#0f766e' })
      const response = await saveIdentity(owner.cookie, { ...ROSIE, brandColor })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain('brandColor')
      expect(await storedColor(owner.user.company_id)).toBe('#0f766e')
    },
  )

  it('is the owner’s to change: a member gets 403, a stranger 401', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    expect((await saveIdentity(member, { ...ROSIE, brandColor: '#000000' })).statusCode).toBe(403)
    expect((await saveIdentity('', { ...ROSIE, brandColor: '#000000' })).statusCode).toBe(401)
    expect(await storedColor(owner.user.company_id)).toBeNull()
  })
})

describe('the logo', () => {
  it('is uploaded by the owner as PNG, JPEG or WebP, and served at a versioned public address', async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id
    for (const [contentType, bytes] of [
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
      ['image/png', PNG],
    ] as const) {
      const response = await uploadLogo(owner.cookie, { contentType, data: bytes.toString('base64') })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().logoPath).toMatch(new RegExp(`^/brand/${companyId}/logo\\?v=\\d+$`))
    }
    const { logoPath } = (await readIdentity(await joinAsMember(app, owner.cookie))).json()
    const served = await app.inject({ url: logoPath })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    })
    expect(served.headers['set-cookie']).toBeUndefined()
    // An old e-mail's address: the logo of now, looked up again each time.
    const old = await app.inject({ url: `/brand/${companyId}/logo?v=1` })
    expect(old.statusCode).toBe(200)
    expect(old.headers['cache-control']).toBe('no-cache')
  })

  it('is removed by the owner; then its address answers 404 as JSON', async () => {
    const owner = await registerUser(app)
    const { logoPath } = (await uploadLogo(owner.cookie, png)).json()
    const removed = await removeLogo(owner.cookie)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().logoPath).toBeNull()
    const gone = await app.inject({ url: logoPath })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ message: 'This business has no logo' })
    expect((await removeLogo(owner.cookie)).statusCode).toBe(200)
  })

  it('answers 400 for an address that names no company, and 404 for a company without a logo', async () => {
    const bad = await app.inject({ url: '/brand/not-a-company/logo' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBeTruthy()
    expect((await app.inject({ url: '/brand/00000000-0000-4000-8000-000000000000/logo' })).statusCode).toBe(404)
  })

  it.each([
    ['a GIF', { contentType: 'image/png', data: GIF.toString('base64') }, 'data'],
    ['a script named PNG', { contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>').toString('base64') }, 'data'],
    ['a JPEG named PNG', { contentType: 'image/png', data: JPEG.toString('base64') }, 'data'],
    ['an SVG', { contentType: 'image/svg+xml', data: SVG.toString('base64') }, 'contentType'],
    ['an SVG named PNG', { contentType: 'image/png', data: SVG.toString('base64') }, 'data'],
    ['over 256 KB', { contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]).toString('base64') }, 'data'],
    ['not base64', { contentType: 'image/png', data: 'iVBOR w0KG!' }, 'data'],
    ['empty', { contentType: 'image/png', data: '' }, 'data'],
    ['with more fields', { ...png, name: 'logo.png' }, undefined],
  ])('refuses %s with a 400 naming the field, and keeps the logo it had', async (_, body, field) => {
    const owner = await registerUser(app)
    await uploadLogo(owner.cookie, png)
    const before = await storedLogo(owner.user.company_id)
    const response = await uploadLogo(owner.cookie, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
    if (field) expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
    expect(await storedLogo(owner.user.company_id)).toEqual(before)
  })

  it('refuses a body far over the limit with 413 before reading it', async () => {
    const owner = await registerUser(app)
    const response = await uploadLogo(owner.cookie, { contentType: 'image/png', data: 'A'.repeat(600 * 1024) })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBeTruthy()
    expect(await storedLogo(owner.user.company_id)).toBeUndefined()
  })

  it('is the owner’s to change: a member gets 403, a stranger 401, and nothing changes', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    expect((await uploadLogo(member, png)).statusCode).toBe(403)
    expect((await uploadLogo('', png)).statusCode).toBe(401)
    expect(await storedLogo(owner.user.company_id)).toBeUndefined()
    await uploadLogo(owner.cookie, png)
    expect((await removeLogo(member)).statusCode).toBe(403)
    expect((await removeLogo('')).statusCode).toBe(401)
    expect(await storedLogo(owner.user.company_id)).toBeDefined()
  })
})
