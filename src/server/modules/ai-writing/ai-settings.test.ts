import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '@/shared/ai/budget'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { NO_MODEL_REASON } from '@/shared/ai/writer'
import { companies } from '@/server/modules/accounts'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser } from '@/server/test/http'
import { decryptApiKey } from './key-encryption'
import { NO_ENCRYPTION_KEY_MESSAGE } from './ai-settings'
import { companyAiSettings } from './schema'

// Settings → AI (docs/decisions/106-ai-writing.md): members read, the owner sets the company's model, key and budget;
// the key is encrypted at rest and never returned; a base URL follows the outgoing-request rules.
const ENCRYPTION_KEY = randomBytes(32)
const OPENAI_KEY = 'sk-test-0123456789abcdefWXYZ'
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({ AI_KEY_ENCRYPTION_KEY: ENCRYPTION_KEY.toString('base64') }))
})
afterAll(async () => close())

// requestJson takes no PUT: the same request by hand.
const send = (on: FastifyInstance, method: 'GET' | 'PUT' | 'DELETE', cookie: string, body?: unknown, url = '/api/company/ai') =>
  on.inject({
    method,
    url,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string, body?: unknown, url?: string) => send(app, method, cookie, body, url)

async function ownerAndMember() {
  const owner = await registerUser(app)
  const member = await joinAsMember(app, owner.cookie)
  return { owner: owner.cookie, member, companyId: owner.user.company_id as string }
}

const storedRow = async (companyId: string) =>
  (await app.db.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId)))[0]

describe('GET /api/company/ai', () => {
  it('shows a member templates, the default budget and no way to edit when nothing is configured', async () => {
    const { member } = await ownerAndMember()
    const response = await call('GET', member)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      server: null,
      company: null,
      monthlyTokenBudget: DEFAULT_MONTHLY_TOKEN_BUDGET,
      usage: { month: new Date().toISOString().slice(0, 7), tokens: 0, calls: 0 },
      writer: { kind: 'template', label: 'Templates', detail: NO_MODEL_REASON, code: 'none' },
      canEdit: false,
      encryptionAvailable: true,
    } satisfies CompanyAiSettings)
  })
})

describe('PUT /api/company/ai', () => {
  it('saves a hosted model with its key encrypted at rest, shows only the last four characters, keeps it when omitted', async () => {
    const { owner, member, companyId } = await ownerAndMember()
    await app.db.update(companies).set({ local_processing: false }).where(eq(companies.id, companyId))
    const saved = await call('PUT', owner, { provider: 'openai', model: 'gpt-4o-mini', apiKey: OPENAI_KEY, monthlyTokenBudget: 50_000 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.body).not.toContain(OPENAI_KEY)
    const view = saved.json() as CompanyAiSettings
    expect(view.company).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      baseUrl: null,
      keySet: true,
      keyHint: 'WXYZ',
      hosting: { kind: 'hosted', service: 'OpenAI', host: null },
    })
    expect(view.monthlyTokenBudget).toBe(50_000)
    expect(view.writer).toMatchObject({ kind: 'model', label: 'gpt-4o-mini' })
    expect(view.canEdit).toBe(true)

    const row = await storedRow(companyId)
    expect(row!.api_key_ciphertext).not.toContain(OPENAI_KEY)
    expect(row!.api_key_ciphertext).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/)
    expect(decryptApiKey(row!.api_key_ciphertext!, ENCRYPTION_KEY)).toBe(OPENAI_KEY)

    const again = await call('PUT', owner, { provider: 'openai', model: 'gpt-4o', monthlyTokenBudget: 60_000 })
    expect(again.statusCode, again.body).toBe(200)
    expect((again.json() as CompanyAiSettings).company).toMatchObject({ model: 'gpt-4o', keySet: true, keyHint: 'WXYZ' })
    expect((await storedRow(companyId))!.api_key_ciphertext).toBe(row!.api_key_ciphertext)
    const membersView = await call('GET', member)
    expect(membersView.body).not.toContain(OPENAI_KEY)
    expect((membersView.json() as CompanyAiSettings).canEdit).toBe(false)
  })

  it('refuses members, and writes nothing', async () => {
    const { member, companyId } = await ownerAndMember()
    const body = { provider: 'openai', model: 'gpt-4o-mini', apiKey: OPENAI_KEY, monthlyTokenBudget: 50_000 }
    expect((await call('PUT', member, body)).statusCode).toBe(403)
    expect((await call('PUT', member, { monthlyTokenBudget: 5_000 }, '/api/company/ai/budget')).statusCode).toBe(403)
    expect((await call('DELETE', member)).statusCode).toBe(403)
    expect(await storedRow(companyId)).toBeUndefined()
  })

  it('asks for a key for a hosted service, a base URL for a compatible server, and a budget in range', async () => {
    const { owner, companyId } = await ownerAndMember()
    const noKey = await call('PUT', owner, { provider: 'anthropic', model: 'claude-sonnet-4-5', monthlyTokenBudget: 50_000 })
    expect(noKey.statusCode).toBe(400)
    expect(noKey.json().issues).toEqual([{ path: 'apiKey', message: 'Paste the API key of your Anthropic account' }])
    const noUrl = await call('PUT', owner, { provider: 'openai-compatible', model: 'llama3.1', monthlyTokenBudget: 50_000 })
    expect(noUrl.statusCode).toBe(400)
    expect(noUrl.json().issues[0].path).toBe('baseUrl')
    const tooSmall = await call('PUT', owner, { provider: 'openai', model: 'gpt-4o', apiKey: OPENAI_KEY, monthlyTokenBudget: 10 })
    expect(tooSmall.statusCode).toBe(400)
    expect(await storedRow(companyId)).toBeUndefined()
  })

  it('refuses a base URL on this server or a private network, with a clear message', async () => {
    const { owner, companyId } = await ownerAndMember()
    for (const baseUrl of ['http://127.0.0.1:11434/v1', 'http://10.0.0.8/v1', 'http://169.254.169.254/latest']) {
      const response = await call('PUT', owner, { provider: 'openai-compatible', model: 'llama3.1', baseUrl, monthlyTokenBudget: 50_000 })
      expect(response.statusCode, baseUrl).toBe(400)
      expect(response.json().issues[0].path).toBe('baseUrl')
      expect(response.json().message).toMatch(/^Use a base URL this server may reach: /)
    }
    expect(await storedRow(companyId)).toBeUndefined()
  })

  it('saves a public OpenAI-compatible server without a key; under local processing it writes once the owner confirms it', async () => {
    const { owner, companyId } = await ownerAndMember()
    await app.db.update(companies).set({ local_processing: true }).where(eq(companies.id, companyId))
    const response = await call('PUT', owner, {
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://93.184.215.14/v1/',
      monthlyTokenBudget: 50_000,
    })
    expect(response.statusCode, response.body).toBe(200)
    const view = response.json() as CompanyAiSettings
    expect(view.company).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://93.184.215.14/v1',
      keySet: false,
      keyHint: null,
      hosting: { kind: 'own', host: '93.184.215.14', confirmation: null },
    })
    expect(view.writer).toMatchObject({ kind: 'template', code: 'privacy' })
    const confirmed = await call('PUT', owner, { host: '93.184.215.14' }, '/api/company/ai/local-confirmation')
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((confirmed.json() as CompanyAiSettings).writer).toMatchObject({ kind: 'model', label: 'llama3.1' })
  })

  it('says a hosted model is refused while local processing is on', async () => {
    const { owner, companyId } = await ownerAndMember()
    await app.db.update(companies).set({ local_processing: true }).where(eq(companies.id, companyId))
    const response = await call('PUT', owner, { provider: 'openai', model: 'gpt-4o', apiKey: OPENAI_KEY, monthlyTokenBudget: 50_000 })
    expect(response.statusCode).toBe(200)
    expect((response.json() as CompanyAiSettings).writer).toMatchObject({ kind: 'template', code: 'privacy' })
  })
})

describe('PUT /api/company/ai/budget and DELETE /api/company/ai', () => {
  it('sets a budget without a model of its own, and removing the model keeps the budget', async () => {
    const { owner, companyId } = await ownerAndMember()
    const budget = await call('PUT', owner, { monthlyTokenBudget: 5_000 }, '/api/company/ai/budget')
    expect(budget.statusCode, budget.body).toBe(200)
    expect(budget.json()).toMatchObject({ company: null, monthlyTokenBudget: 5_000 })
    await call('PUT', owner, { provider: 'openai', model: 'gpt-4o', apiKey: OPENAI_KEY, monthlyTokenBudget: 7_000 })
    const removed = await call('DELETE', owner)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ company: null, monthlyTokenBudget: 7_000, writer: { kind: 'template', code: 'none' } })
    expect(await storedRow(companyId)).toMatchObject({
      provider: null,
      api_key_ciphertext: null,
      api_key_hint: null,
      monthly_token_budget: 7_000,
    })
  })
})

describe('without AI_KEY_ENCRYPTION_KEY', () => {
  it('refuses to save a key and says so, and writes nothing', async () => {
    // Empty is unset, as in a .env file that lists the variable without a value.
    const bare = await createTestApp({ AI_KEY_ENCRYPTION_KEY: '' })
    try {
      const owner = await registerUser(bare.app)
      const body = { provider: 'openai', model: 'gpt-4o', apiKey: OPENAI_KEY, monthlyTokenBudget: 50_000 }
      const response = await send(bare.app, 'PUT', owner.cookie, body)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual({ message: NO_ENCRYPTION_KEY_MESSAGE })
      const view = await send(bare.app, 'GET', owner.cookie)
      expect(view.json()).toMatchObject({ company: null, encryptionAvailable: false })
    } finally {
      await bare.close()
    }
  })
})
