// @both-databases: 200 one-click unsubscribes at once on one token write one row
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { companySuppressions } from './schema'
import { findSuppressedAddresses } from './suppressions'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const listOf = (companyId: string) => app.db.select().from(companySuppressions).where(eq(companySuppressions.company_id, companyId))
const tokenFor = (companyId: string, address: string) => app.unsubscribeLinks.tokenFor(companyId, address)

/** A mail program's one-click request (RFC 8058): form-encoded, from its own servers, no cookie. */
const oneClick = (token: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: `/api/unsubscribe/${token}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('one-click unsubscribe', () => {
  it('shows whose e-mails they are without unsubscribing, then puts the address on the list at once, once', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie’s Bakery' })
    const companyId = owner.user.company_id as string
    const token = tokenFor(companyId, 'Dana.Lead@Example.com')

    // A GET (a link scanner, the page opening) changes nothing.
    const shown = await requestJson(app, { url: `/api/unsubscribe/${token}`, ip: nextIp() })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toEqual({ business: 'Rosie’s Bakery', address: 'd•••@•••.com', unsubscribed: false })
    expect(await listOf(companyId)).toEqual([])

    const clicked = await oneClick(token)
    expect(clicked.statusCode, clicked.body).toBe(200)
    expect(clicked.json()).toEqual({ business: 'Rosie’s Bakery', address: 'd•••@•••.com', unsubscribed: true })
    const [row] = await listOf(companyId)
    expect(row).toMatchObject({ address: 'dana.lead@example.com', reason: 'unsubscribed' })

    // Again, from the page (JSON, or no body at all), and as multipart/form-data (RFC 8058's SHOULD): the same one row.
    expect((await requestJson(app, { method: 'POST', url: `/api/unsubscribe/${token}`, body: {}, ip: nextIp() })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, remoteAddress: nextIp() })).statusCode).toBe(200)
    const boundary = 'mail-client-boundary'
    const multipart = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      remoteAddress: nextIp(),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'cross-site',
        origin: 'https://mail.example',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(multipart.statusCode, multipart.body).toBe(200)
    expect(await listOf(companyId)).toEqual([row])
    expect((await requestJson(app, { url: `/api/unsubscribe/${token}`, ip: nextIp() })).json().unsubscribed).toBe(true)
    // The company's other links keep their own addresses.
    expect(await findSuppressedAddresses(app.db, companyId, ['DANA.LEAD@example.com', 'ann@example.com'])).toEqual(
      new Set(['dana.lead@example.com']),
    )
  })

  it('keeps an address the owner added as it was, with its reason', async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id as string
    const added = await requestJson(app, {
      method: 'POST',
      url: '/api/company/suppressions',
      cookie: owner.cookie,
      body: { address: 'kept@example.com' },
    })
    expect(added.statusCode, added.body).toBe(200)
    expect((await oneClick(tokenFor(companyId, 'kept@example.com'))).statusCode).toBe(200)
    expect((await listOf(companyId)).map((row) => row.reason)).toEqual(['added'])
  })

  it('refuses a forged, altered or cut token with a 400 and writes nothing', async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id as string
    const token = tokenFor(companyId, 'dana@example.com')
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    for (const bad of [altered, token.slice(0, -3), 'forged', 'x'.repeat(601), '%00%ff', 'a.b.c']) {
      for (const response of [await oneClick(bad), await requestJson(app, { url: `/api/unsubscribe/${bad}`, ip: nextIp() })]) {
        expect(response.statusCode, `${bad}: ${response.body}`).toBe(400)
        expect(response.json().message).toEqual(expect.any(String))
      }
    }
    const wrongBody = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
    })
    expect(wrongBody.statusCode).toBe(400)
    expect(wrongBody.json()).toMatchObject({ message: expect.any(String), issues: expect.any(Array) })
    expect(await listOf(companyId)).toEqual([])
  })

  it('answers 404 for a company that no longer exists, and stores nothing', async () => {
    const gone = '00000000-0000-4000-8000-000000000000'
    const token = tokenFor(gone, 'dana@example.com')
    for (const response of [await oneClick(token), await requestJson(app, { url: `/api/unsubscribe/${token}`, ip: nextIp() })]) {
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().message).toBe('This business no longer uses our service, so it will not e-mail you through us again.')
    }
    expect(await listOf(gone)).toEqual([])
  })

  it('works for the longest address an e-mail can have', async () => {
    const owner = await registerUser(app)
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.example`
    expect(address.length).toBeGreaterThanOrEqual(254)
    const response = await oneClick(tokenFor(owner.user.company_id, address))
    expect(response.statusCode, response.body).toBe(200)
    expect((await listOf(owner.user.company_id)).map((row) => row.address)).toEqual([address])
  })

  it('takes 200 one-clicks on one link at once without an error: one row', async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id as string
    const token = tokenFor(companyId, 'busy@example.com')
    const ip = nextIp()
    const responses = await Promise.all(Array.from({ length: 200 }, () => oneClick(token, ip)))
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([])
    expect(await listOf(companyId)).toHaveLength(1)
  })
})

describe('the suppression list in settings', () => {
  it('is seen by everyone in the company and changed by the owner only', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    const other = await registerUser(app)
    const companyId = owner.user.company_id as string
    await oneClick(tokenFor(companyId, 'gone@example.com'))

    const add = (cookie: string, address: unknown) =>
      requestJson(app, { method: 'POST', url: '/api/company/suppressions', cookie, body: { address } })
    const added = await add(owner.cookie, '  New.Person@Example.com ')
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toEqual({
      total: 2,
      suppressions: [
        { address: 'new.person@example.com', reason: 'added', created_at: expect.any(String) },
        { address: 'gone@example.com', reason: 'unsubscribed', created_at: expect.any(String) },
      ],
    })
    expect((await add(owner.cookie, 'new.person@example.com')).json().total).toBe(2)

    const read = await requestJson(app, { url: '/api/company/suppressions', cookie: member })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(added.json())
    expect((await requestJson(app, { url: '/api/company/suppressions', cookie: other.cookie })).json()).toEqual({
      total: 0,
      suppressions: [],
    })

    const refused = await add(member, 'member@example.com')
    expect(refused.statusCode).toBe(403)
    const memberDelete = await requestJson(app, { method: 'DELETE', url: '/api/company/suppressions/gone%40example.com', cookie: member })
    expect(memberDelete.statusCode).toBe(403)
    // Another company's owner cannot take an address off this list.
    const foreign = await requestJson(app, { method: 'DELETE', url: '/api/company/suppressions/gone%40example.com', cookie: other.cookie })
    expect(foreign.statusCode).toBe(404)

    for (const bad of ['', 'not an address', 'a@'.repeat(200), 42, null]) {
      const response = await add(owner.cookie, bad)
      expect(response.statusCode, String(bad)).toBe(400)
      expect(response.json().issues[0].path).toBe('address')
    }
    expect(await listOf(companyId)).toHaveLength(2)

    const removed = await requestJson(app, { method: 'DELETE', url: '/api/company/suppressions/GONE%40example.com', cookie: owner.cookie })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().suppressions.map((row: { address: string }) => row.address)).toEqual(['new.person@example.com'])
    const again = await requestJson(app, { method: 'DELETE', url: '/api/company/suppressions/gone%40example.com', cookie: owner.cookie })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'This address is not on your list' })
  })
})
