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

// Settings → Agent e-mails (docs/decisions/120-agents-speak-for-the-business.md); the test config's MAIL_FROM is the
// default, `AgentWorks <no-reply@agentworks.example>`.
const IDENTITY_URL = '/api/company/agent-identity'
const readIdentity = (cookie: string) => requestJson(app, { url: IDENTITY_URL, cookie })
const saveIdentity = (cookie: string, body: unknown) => requestJson(app, { method: 'PATCH', url: IDENTITY_URL, cookie, body })
const ROSIE = { senderName: "Rosie's Bakery", replyTo: 'hello@rosies.example', signature: 'Rosie Baker\nOwner', signAsAgent: false }

describe('Settings → Agents: how the agents’ e-mails present the business', () => {
  it('starts from the company’s name and the agent’s first name, and says which address sends', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const response = await readIdentity(owner.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      companyName: 'Rosie Bakes',
      senderName: '',
      replyTo: '',
      signature: '',
      signAsAgent: true,
      brandColor: '',
      sendingAddress: 'no-reply@agentworks.example',
      repliesComeBack: false,
      logoPath: null,
    })
  })

  it('lets the owner set them, and everyone in the company read them', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const saved = await saveIdentity(owner.cookie, ROSIE)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject(ROSIE)
    const member = await joinAsMember(app, owner.cookie)
    expect((await readIdentity(member)).json()).toMatchObject(ROSIE)
    // Empty again: back to the defaults.
    const cleared = await saveIdentity(owner.cookie, { senderName: '', replyTo: '', signature: '', signAsAgent: true })
    expect(cleared.json()).toMatchObject({ senderName: '', replyTo: '', signature: '', signAsAgent: true })
  })

  it('answers 401 without a session and 403 to a member, and changes nothing', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    expect((await saveIdentity('', ROSIE)).statusCode).toBe(401)
    const refused = await saveIdentity(member, ROSIE)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBeTruthy()
    expect((await readIdentity(owner.cookie)).json()).toMatchObject({ senderName: '', replyTo: '', signature: '' })
  })

  it.each([
    [{ ...ROSIE, replyTo: 'not an address' }, 'replyTo'],
    [{ ...ROSIE, senderName: 'Rosie <boss@evil.example>' }, 'senderName'],
    [{ ...ROSIE, senderName: 'x'.repeat(81) }, 'senderName'],
    [{ ...ROSIE, signature: 'one\ntwo\nthree\nfour' }, 'signature'],
    [{ ...ROSIE, signature: 'Rosie\u0000' }, 'signature'],
    [{ ...ROSIE, extra: true }, undefined],
    [{ senderName: 'Rosie' }, 'replyTo'],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (body, field) => {
    const owner = await registerUser(app)
    const response = await saveIdentity(owner.cookie, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
    if (field) expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
    expect((await readIdentity(owner.cookie)).json()).toMatchObject({ senderName: '', replyTo: '', signature: '', signAsAgent: true })
  })
})

// What the agents may say (docs/decisions/124-company-knowledge.md).
const KNOWLEDGE_URL = '/api/company/knowledge'
const readKnowledge = (cookie: string) => requestJson(app, { url: KNOWLEDGE_URL, cookie })
const saveKnowledge = (cookie: string, body: unknown) => requestJson(app, { method: 'PATCH', url: KNOWLEDGE_URL, cookie, body })
const EMPTY = { prices: [], offers: [], discountPolicy: '', refundPolicy: '', openingHours: '', links: [], faq: [] }
const BAKERY = {
  prices: [{ name: 'Sourdough loaf', price: '$6.50' }],
  offers: ['10% off your first order'],
  discountPolicy: 'We waive the delivery fee on orders over $50.',
  refundPolicy: 'Refunds on any unopened box.',
  openingHours: 'Tuesday to Saturday, 8 am to 6 pm',
  links: [{ label: 'Menu', url: 'https://rosies.example/menu' }],
  faq: [{ question: 'Do you deliver?', answer: 'Yes, within 5 km.' }],
}

describe('Settings → Agents: the company’s knowledge', () => {
  it('starts empty, is set by the owner and read by everyone in the company', async () => {
    const owner = await registerUser(app)
    expect((await readKnowledge(owner.cookie)).json()).toEqual(EMPTY)
    const saved = await saveKnowledge(owner.cookie, { ...BAKERY, offers: ['  10% off your first order '] })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(BAKERY)
    const member = await joinAsMember(app, owner.cookie)
    const read = await readKnowledge(member)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(BAKERY)
    // Another company's owner sees their own, empty knowledge.
    expect((await readKnowledge((await registerUser(app)).cookie)).json()).toEqual(EMPTY)
  })

  it('answers 401 without a session and 403 to a member, and changes nothing', async () => {
    const owner = await registerUser(app)
    await saveKnowledge(owner.cookie, BAKERY)
    const member = await joinAsMember(app, owner.cookie)
    expect((await saveKnowledge('', EMPTY)).statusCode).toBe(401)
    expect((await readKnowledge('')).statusCode).toBe(401)
    const refused = await saveKnowledge(member, EMPTY)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBeTruthy()
    expect((await readKnowledge(owner.cookie)).json()).toEqual(BAKERY)
  })

  it.each([
    [{ ...BAKERY, links: [{ label: 'Menu', url: 'http://rosies.example/menu' }] }, 'links.0.url'],
    [{ ...BAKERY, links: [{ label: 'Menu', url: 'javascript:alert(1)' }] }, 'links.0.url'],
    [{ ...BAKERY, prices: [{ name: '', price: '$6' }] }, 'prices.0.name'],
    [{ ...BAKERY, offers: Array.from({ length: 21 }, (_, index) => `Offer ${index}`) }, 'offers'],
    [{ ...BAKERY, refundPolicy: 'x'.repeat(1001) }, 'refundPolicy'],
    [{ ...BAKERY, openingHours: 'Mon\u0000' }, 'openingHours'],
    [{ ...BAKERY, extra: true }, undefined],
    [{ prices: [] }, 'offers'],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (body, field) => {
    const owner = await registerUser(app)
    await saveKnowledge(owner.cookie, BAKERY)
    const response = await saveKnowledge(owner.cookie, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
    if (field) expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
    expect((await readKnowledge(owner.cookie)).json()).toEqual(BAKERY)
  })

  it('reads a stored value it no longer understands as empty, field by field, never a 500', async () => {
    const owner = await registerUser(app)
    const id = owner.user.company_id as string
    await app.db
      .update(companies)
      .set({ knowledge: { prices: 'cheap', offers: ['Free coffee'], faq: [{ q: 'old shape' }], notes: 'gone' } })
      .where(eq(companies.id, id))
    const read = await readKnowledge(owner.cookie)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ ...EMPTY, offers: ['Free coffee'] })
  })
})

describe('Settings → Agent e-mails: how often the agents write', () => {
  const pacing = (cookie: string, body?: unknown) =>
    requestJson(
      app,
      body === undefined
        ? { url: '/api/company/agent-pacing', cookie }
        : { method: 'PATCH', url: '/api/company/agent-pacing', cookie, body },
    )

  it('starts at one e-mail per person every 15 minutes and drafts that expire after 3 days; the owner changes it', async () => {
    const owner = await registerUser(app)
    expect((await pacing(owner.cookie)).json()).toEqual({ messageWindowMinutes: 15, draftExpiryDays: 3 })
    const saved = await pacing(owner.cookie, { messageWindowMinutes: 60, draftExpiryDays: 7 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await pacing(owner.cookie)).json()).toEqual({ messageWindowMinutes: 60, draftExpiryDays: 7 })
  })

  it('refuses a value outside the choices with a 400 naming it, and a member with 403, changing nothing', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    const bad = await pacing(owner.cookie, { messageWindowMinutes: 7, draftExpiryDays: 3 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['messageWindowMinutes'])
    expect((await pacing(member, { messageWindowMinutes: 60, draftExpiryDays: 7 })).statusCode).toBe(403)
    expect((await pacing(member)).json()).toEqual({ messageWindowMinutes: 15, draftExpiryDays: 3 })
  })
})
