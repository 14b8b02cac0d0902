// @both-databases: the company row lock around a privacy setting change
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { DEFAULT_PRIVACY_CONTROLS, PRIVACY_HISTORY_LIMIT, type PrivacyChange } from '@/shared/schemas/privacy'
import { onboardingSubmissions } from '@/server/modules/onboarding'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { submittableOnboardingForm } from '@/server/test/onboarding-submission'
import { createTestApp } from '@/server/test/test-app'
import { privacyColumns } from './company-privacy'
import { privacySettingChanges } from './privacy-schema'
import { companies, users } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: null, referralSource: 'direct', userAgent: 'Mozilla/5.0 Test' }
const read = (cookie: string | undefined) => requestJson(app, { url: '/api/company/privacy', cookie })
const patch = (cookie: string | undefined, body: unknown) =>
  requestJson(app, { method: 'PATCH', url: '/api/company/privacy', cookie, body })
const submit = (cookie: string, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/onboarding/submit', cookie, body, ip: nextIp() })
const storedControls = async (companyId: string) =>
  (await app.db.select(privacyColumns).from(companies).where(eq(companies.id, companyId)))[0]
const changeCount = async (companyId: string) =>
  (await app.db.select({ n: count() }).from(privacySettingChanges).where(eq(privacySettingChanges.company_id, companyId)))[0]!.n

/** The questionnaire with its Privacy Controls set as given. */
function questionnaire(privacy: Partial<typeof DEFAULT_PRIVACY_CONTROLS>) {
  const form = submittableOnboardingForm('Acme')
  Object.assign(form.privacy, privacy)
  return buildSubmission(form, CONTEXT)
}

describe('the privacy controls of a company', () => {
  it('start at the questionnaire’s defaults with no history, and everyone in the company reads them', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    for (const cookie of [owner.cookie, member]) {
      const response = await read(cookie)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ controls: DEFAULT_PRIVACY_CONTROLS, history: [], total: 0 })
    }
    expect((await read(undefined)).statusCode).toBe(401)
  })

  it('are set by the questionnaire, which records one change per control it changed', async () => {
    const owner = await registerUser(app, { full_name: 'Quinn Owner' })
    const first = await submit(owner.cookie, questionnaire({ dataCollection: false, localProcessing: false }))
    expect(first.statusCode, first.body).toBe(201)
    const expected = { ...DEFAULT_PRIVACY_CONTROLS, dataCollection: false, localProcessing: false }
    expect(await storedControls(owner.user.company_id)).toEqual(expected)

    const body = (await read(owner.cookie)).json()
    expect(body.controls).toEqual(expected)
    expect(body.total).toBe(2)
    expect(body.history).toEqual([
      {
        id: expect.any(String),
        control: 'dataCollection',
        from: true,
        to: false,
        source: 'questionnaire',
        changed_by: 'Quinn Owner',
        changed_at: expect.any(String),
      },
      {
        id: expect.any(String),
        control: 'localProcessing',
        from: true,
        to: false,
        source: 'questionnaire',
        changed_by: 'Quinn Owner',
        changed_at: expect.any(String),
      },
    ])

    // The same answers again change nothing, so nothing more is recorded.
    expect((await submit(owner.cookie, questionnaire({ dataCollection: false, localProcessing: false }))).statusCode).toBe(201)
    expect(await changeCount(owner.user.company_id)).toBe(2)
  })

  it('are changed by the owner: the answer is the new state, and the history says who, when, from and to', async () => {
    const owner = await registerUser(app, { full_name: 'Olive Owner' })
    const member = await joinAsMember(app, owner.cookie)
    const before = Date.now()
    const response = await patch(owner.cookie, { agentDataSharing: false, analyticsConsent: true })
    const after = Date.now()
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.controls).toEqual({ ...DEFAULT_PRIVACY_CONTROLS, agentDataSharing: false, analyticsConsent: true })
    expect(body.total).toBe(2)
    expect(
      body.history.map(({ control, from, to, source, changed_by }: PrivacyChange) => ({ control, from, to, source, changed_by })),
    ).toEqual([
      { control: 'agentDataSharing', from: true, to: false, source: 'settings', changed_by: 'Olive Owner' },
      { control: 'analyticsConsent', from: false, to: true, source: 'settings', changed_by: 'Olive Owner' },
    ])
    for (const change of body.history as PrivacyChange[]) {
      // The database's clock and this process's are one machine's; a second either side allows for rounding.
      expect(Date.parse(change.changed_at)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(change.changed_at)).toBeLessThanOrEqual(after + 1000)
    }
    expect((await read(member)).json()).toEqual(body)

    // Changed back: the newest change comes first.
    const back = (await patch(owner.cookie, { agentDataSharing: true })).json()
    expect(back.total).toBe(3)
    expect(back.history[0]).toMatchObject({ control: 'agentDataSharing', from: false, to: true, source: 'settings' })
  })

  it('record nothing when a PATCH changes nothing', async () => {
    const owner = await registerUser(app)
    const response = await patch(owner.cookie, { dataCollection: true, analyticsConsent: false })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ controls: DEFAULT_PRIVACY_CONTROLS, history: [], total: 0 })
    expect(await changeCount(owner.user.company_id)).toBe(0)
  })

  it('are the owner’s to change: a member gets 403, a stranger 401, and nothing is written', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    const refused = await patch(member, { dataCollection: false })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: 'Only the company owner can do this' })
    expect((await patch(undefined, { dataCollection: false })).statusCode).toBe(401)
    expect(await storedControls(owner.user.company_id)).toEqual(DEFAULT_PRIVACY_CONTROLS)
    expect(await changeCount(owner.user.company_id)).toBe(0)
  })

  it('refuse a bad body with 400 and write nothing', async () => {
    const owner = await registerUser(app)
    const bad: unknown[] = [
      {},
      { dataCollection: 'off' },
      { dataCollection: null },
      { dataCollection: 0 },
      { dataCollection: false, shareEverything: true },
      { id: 'x' },
      [{ dataCollection: false }],
      'dataCollection',
    ]
    for (const body of bad) {
      const response = await patch(owner.cookie, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof response.json().message, JSON.stringify(body)).toBe('string')
    }
    expect((await patch(owner.cookie, {})).json().issues[0].message).toBe('Choose at least one control to change')
    expect(await storedControls(owner.user.company_id)).toEqual(DEFAULT_PRIVACY_CONTROLS)
    expect(await changeCount(owner.user.company_id)).toBe(0)
  })

  it('belong to the caller’s company only: another company neither sees nor changes them', async () => {
    const first = await registerUser(app, { full_name: 'First Owner' })
    const second = await registerUser(app)
    await patch(first.cookie, { dataCollection: false })
    await patch(second.cookie, { localProcessing: false })
    const seenBySecond = (await read(second.cookie)).json()
    expect(seenBySecond.controls).toEqual({ ...DEFAULT_PRIVACY_CONTROLS, localProcessing: false })
    expect(seenBySecond.total).toBe(1)
    expect(seenBySecond.history.map((change: PrivacyChange) => change.control)).toEqual(['localProcessing'])
    expect(await storedControls(first.user.company_id)).toEqual({ ...DEFAULT_PRIVACY_CONTROLS, dataCollection: false })
    expect((await read(first.cookie)).json().history.map((change: PrivacyChange) => change.changed_by)).toEqual(['First Owner'])
  })

  it('name a change by its author’s e-mail address without a name, and "Deleted user" once the author is gone', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    await patch(owner.cookie, { dataCollection: false })
    expect((await read(member)).json().history[0].changed_by).toBe(owner.input.email)

    await app.db.delete(users).where(eq(users.id, owner.user.id))
    const body = (await read(member)).json()
    expect(body.history).toEqual([
      expect.objectContaining({ control: 'dataCollection', from: true, to: false, changed_by: 'Deleted user' }),
    ])
  })

  it(`list the latest ${PRIVACY_HISTORY_LIMIT} changes, newest first, with the total`, async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id
    const start = Date.parse('2026-01-01T00:00:00Z')
    await app.db.insert(privacySettingChanges).values(
      Array.from({ length: PRIVACY_HISTORY_LIMIT + 5 }, (_, index) => ({
        company_id: companyId,
        user_id: owner.user.id,
        control: 'dataCollection' as const,
        from: index % 2 === 0,
        to: index % 2 !== 0,
        source: 'settings' as const,
        changed_at: new Date(start + index * 60_000),
      })),
    )
    const body = (await read(owner.cookie)).json()
    expect(body.total).toBe(PRIVACY_HISTORY_LIMIT + 5)
    expect(body.history).toHaveLength(PRIVACY_HISTORY_LIMIT)
    expect(body.history[0].changed_at).toBe(new Date(start + (PRIVACY_HISTORY_LIMIT + 4) * 60_000).toISOString())
    expect(body.history.at(-1).changed_at).toBe(new Date(start + 5 * 60_000).toISOString())
  })

  it('keep decision 010: with analytics off no user agent is stored, whatever the company had chosen before', async () => {
    const owner = await registerUser(app)
    await patch(owner.cookie, { analyticsConsent: true })
    const payload = questionnaire({ analyticsConsent: false })
    const sneaky = { ...payload, metadata: { ...payload.metadata, user_agent: 'Sneaky/1.0' } }
    const refusing = await submit(owner.cookie, sneaky)
    expect(refusing.statusCode, refusing.body).toBe(201)
    const agentOf = async (id: string) =>
      (await app.db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.id, id)))[0]!.data.metadata.user_agent
    expect(await agentOf(refusing.json().id)).toBeNull()
    expect((await storedControls(owner.user.company_id))!.analyticsConsent).toBe(false)
    expect((await read(owner.cookie)).json().history[0]).toMatchObject({
      control: 'analyticsConsent',
      from: true,
      to: false,
      source: 'questionnaire',
    })

    const consenting = await submit(owner.cookie, questionnaire({ analyticsConsent: true }))
    expect(await agentOf(consenting.json().id)).toBe('Mozilla/5.0 Test')
    expect((await storedControls(owner.user.company_id))!.analyticsConsent).toBe(true)
  })
})
