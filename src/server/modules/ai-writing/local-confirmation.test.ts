import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import type { PrivacyChange } from '@/shared/schemas/privacy'
import { buildApp } from '@/server/app'
import { companies, readCompanyPrivacy } from '@/server/modules/accounts'
import type { Database } from '@/server/platform/db/client'
import { joinAsMember, registerUser } from '@/server/test/http'
import { createTestApp, loadTestConfig, openTestDatabase } from '@/server/test/test-app'
import { NO_OWN_MODEL_MESSAGE } from './local-confirmation'
import { companyAiSettings } from './schema'

// Local processing that means it (docs/decisions/122-local-processing-that-means-it.md): with Local processing on, a
// company endpoint on a hosted service never writes, any other writes only once the owner confirmed its host, and each
// confirmation and withdrawal is in the privacy history.
//
// This app is built with its own resolver: the base URLs name hosts (api.groq.com, ai.rosies-bakery.example) that are
// vetted when saved, and this machine has no DNS; every name resolves to a public address here.
let app: FastifyInstance
let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  const config = loadTestConfig()
  const resolve = async () => [{ address: '93.184.216.34', family: 4 }]
  app = await buildApp({ config: { ...config, userUrls: { ...config.userUrls, resolve } }, database, logger: false })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const send = (method: 'GET' | 'PUT' | 'DELETE', cookie: string, url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
const saveModel = (cookie: string, baseUrl: string) =>
  send('PUT', cookie, '/api/company/ai', { provider: 'openai-compatible', model: 'llama3.1', baseUrl, monthlyTokenBudget: 50_000 })
const confirm = (cookie: string, host: string) => send('PUT', cookie, '/api/company/ai/local-confirmation', { host })
const withdraw = (cookie: string) => send('DELETE', cookie, '/api/company/ai/local-confirmation')
const history = async (cookie: string) =>
  ((await send('GET', cookie, '/api/company/privacy')).json().history as PrivacyChange[])
    .filter((change) => change.control === 'localModelConfirmed')
    .map(({ from, to, source, changed_by }) => ({ from, to, source, changed_by }))
const stored = async (companyId: string) =>
  (await app.db.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId)))[0]

/** The runtime's own decision for the company, as a run would get it. */
async function runtimeWriter(companyId: string) {
  const privacy = (await readCompanyPrivacy(app.db, [companyId])).get(companyId)!
  return (await app.aiWriting.writersFor(app.db, [{ id: companyId, privacy }])).get(companyId)!
}

async function ownerWithLocalProcessing() {
  const owner = await registerUser(app, { full_name: 'Rosie Baker' })
  const companyId = owner.user.company_id as string
  await app.db.update(companies).set({ local_processing: true }).where(eq(companies.id, companyId))
  return { cookie: owner.cookie, companyId }
}

describe('a company endpoint on a hosted service', () => {
  it.each([
    ['https://api.groq.com/openai/v1', 'Groq', 'api.groq.com'],
    ['https://api.openai.com/v1', 'OpenAI', 'api.openai.com'],
    ['https://acme.openai.azure.com/openai/v1', 'Azure OpenAI', 'acme.openai.azure.com'],
  ])('at %s is refused for writing and cannot be confirmed', async (baseUrl, service, host) => {
    const { cookie, companyId } = await ownerWithLocalProcessing()
    const saved = await saveModel(cookie, baseUrl)
    expect(saved.statusCode, saved.body).toBe(200)
    const view = saved.json() as CompanyAiSettings
    expect(view.company?.hosting).toEqual({ kind: 'hosted', service, host })
    const reason = `Local processing is on: personal data goes only to a model you or the operator run, so ${service} is not used`
    expect(view.writer).toEqual({ kind: 'template', label: 'Templates', detail: reason, code: 'privacy' })
    expect(await runtimeWriter(companyId)).toEqual({ kind: 'template', code: 'privacy', reason })

    const refused = await confirm(cookie, host)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: `${host} is ${service}’s hosted service: personal data never goes there while Local processing is on`,
    })
    expect((await stored(companyId))!.local_confirmed_host).toBeNull()
    expect(await history(cookie)).toEqual([])
  })
})

describe('a company endpoint on its own host', () => {
  it('is refused until the owner confirms it, then writes; the confirmation is recorded and can be withdrawn', async () => {
    const { cookie, companyId } = await ownerWithLocalProcessing()
    const saved = (await saveModel(cookie, 'https://ai.rosies-bakery.example/v1')).json() as CompanyAiSettings
    expect(saved.company?.hosting).toEqual({ kind: 'own', host: 'ai.rosies-bakery.example', confirmation: null })
    const reason =
      'Local processing is on: your model at ai.rosies-bakery.example is used once the owner confirms in Settings → AI that your company runs it or has a data processing agreement for it'
    expect(saved.writer).toMatchObject({ kind: 'template', code: 'privacy', detail: reason })
    expect(await runtimeWriter(companyId)).toEqual({ kind: 'template', code: 'privacy', reason })

    const confirmed = await confirm(cookie, 'AI.Rosies-Bakery.example')
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const view = confirmed.json() as CompanyAiSettings
    expect(view.company?.hosting).toEqual({
      kind: 'own',
      host: 'ai.rosies-bakery.example',
      confirmation: { by: 'Rosie Baker', at: expect.any(String) },
    })
    expect(view.writer).toMatchObject({ kind: 'model', label: 'llama3.1' })
    expect(await runtimeWriter(companyId)).toMatchObject({ kind: 'model', choice: { source: 'company', locality: { kind: 'local' } } })
    expect(await stored(companyId)).toMatchObject({ local_confirmed_host: 'ai.rosies-bakery.example' })
    // Confirming again changes nothing and records nothing.
    expect((await confirm(cookie, 'ai.rosies-bakery.example')).statusCode).toBe(200)
    expect(await history(cookie)).toEqual([{ from: false, to: true, source: 'aiSettings', changed_by: 'Rosie Baker' }])

    const withdrawn = await withdraw(cookie)
    expect(withdrawn.statusCode).toBe(200)
    expect((withdrawn.json() as CompanyAiSettings).writer).toMatchObject({ kind: 'template', code: 'privacy' })
    expect((await withdraw(cookie)).statusCode).toBe(200)
    expect(await stored(companyId)).toMatchObject({ local_confirmed_host: null, local_confirmed_at: null, local_confirmed_by: null })
    expect(await history(cookie)).toEqual([
      { from: true, to: false, source: 'aiSettings', changed_by: 'Rosie Baker' },
      { from: false, to: true, source: 'aiSettings', changed_by: 'Rosie Baker' },
    ])
  })

  it('loses the confirmation when its host changes or the model is removed, and keeps it when only the path or model does', async () => {
    const { cookie, companyId } = await ownerWithLocalProcessing()
    await saveModel(cookie, 'https://ai.rosies-bakery.example/v1')
    expect((await confirm(cookie, 'ai.rosies-bakery.example')).statusCode).toBe(200)

    const samePlace = await send('PUT', cookie, '/api/company/ai', {
      provider: 'openai-compatible',
      model: 'llama3.2',
      baseUrl: 'https://ai.rosies-bakery.example:8443/openai/v1',
      monthlyTokenBudget: 50_000,
    })
    expect((samePlace.json() as CompanyAiSettings).writer).toMatchObject({ kind: 'model', label: 'llama3.2' })

    const moved = (await saveModel(cookie, 'https://llm.rosies-bakery.example/v1')).json() as CompanyAiSettings
    expect(moved.company?.hosting).toEqual({ kind: 'own', host: 'llm.rosies-bakery.example', confirmation: null })
    expect(moved.writer).toMatchObject({ kind: 'template', code: 'privacy' })
    expect(await stored(companyId)).toMatchObject({ local_confirmed_host: null, local_confirmed_by: null })
    expect((await history(cookie)).map(({ from, to }) => [from, to])).toEqual([
      [true, false],
      [false, true],
    ])

    expect((await confirm(cookie, 'llm.rosies-bakery.example')).statusCode).toBe(200)
    expect((await send('DELETE', cookie, '/api/company/ai')).statusCode).toBe(200)
    expect(await stored(companyId)).toMatchObject({ provider: null, local_confirmed_host: null })
    expect(await history(cookie)).toHaveLength(4)
  })

  it('confirms only the host the owner saw, only the owner, and nothing without a model of the company’s own', async () => {
    const { cookie, companyId } = await ownerWithLocalProcessing()
    const member = await joinAsMember(app, cookie)
    const none = await confirm(cookie, 'ai.rosies-bakery.example')
    expect(none.statusCode).toBe(409)
    expect(none.json()).toEqual({ message: NO_OWN_MODEL_MESSAGE })

    await saveModel(cookie, 'https://ai.rosies-bakery.example/v1')
    const stale = await confirm(cookie, 'old.rosies-bakery.example')
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'Your model’s address changed to ai.rosies-bakery.example meanwhile: read it again before you confirm',
    )
    expect((await confirm(member, 'ai.rosies-bakery.example')).statusCode).toBe(403)
    expect((await withdraw(member)).statusCode).toBe(403)
    const empty = await confirm(cookie, ' ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().issues[0].path).toBe('host')

    expect((await stored(companyId))!.local_confirmed_host).toBeNull()
    expect(await history(cookie)).toEqual([])
    // A member reads the endpoint and that it waits for the owner's word.
    expect(((await send('GET', member, '/api/company/ai')).json() as CompanyAiSettings).company?.hosting).toEqual({
      kind: 'own',
      host: 'ai.rosies-bakery.example',
      confirmation: null,
    })
  })

  it('writes with Local processing off without any confirmation, and with the confirmer gone says "Deleted user"', async () => {
    const { cookie, companyId } = await ownerWithLocalProcessing()
    await saveModel(cookie, 'https://ai.rosies-bakery.example/v1')
    await app.db.update(companies).set({ local_processing: false }).where(eq(companies.id, companyId))
    expect(await runtimeWriter(companyId)).toMatchObject({ kind: 'model' })
    await confirm(cookie, 'ai.rosies-bakery.example')
    await app.db.update(companyAiSettings).set({ local_confirmed_by: null }).where(eq(companyAiSettings.company_id, companyId))
    const view = (await send('GET', cookie, '/api/company/ai')).json() as CompanyAiSettings
    expect(view.company?.hosting).toMatchObject({ confirmation: { by: 'Deleted user' } })
  })
})

describe('the operator’s model', () => {
  // Each case is an app of its own: the operator's model is part of the server's configuration, resolved at start-up.
  it.each([
    ['http://127.0.0.1:9/v1', { kind: 'model' }],
    ['http://10.0.0.5:8000/v1', { kind: 'model' }],
    [
      'http://93.184.215.14/v1',
      {
        kind: 'template',
        code: 'privacy',
        detail:
          'Local processing is on: personal data goes only to a model you or the operator run, so the server’s model, at a public address, is not used',
      },
    ],
  ])('at %s counts as local only at a private or loopback address', async (baseUrl, writer) => {
    const own = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: baseUrl })
    try {
      const owner = await registerUser(own.app)
      await own.app.db.update(companies).set({ local_processing: true }).where(eq(companies.id, owner.user.company_id))
      const view = await own.app.inject({ method: 'GET', url: '/api/company/ai', headers: { cookie: owner.cookie } })
      expect(view.json()).toMatchObject({ writer, server: { runByCustomer: writer.kind === 'model' } })
    } finally {
      await own.close()
    }
  })
})
