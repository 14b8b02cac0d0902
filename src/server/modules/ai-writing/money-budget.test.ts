// @both-databases: the budget in money reserved by calls that arrive at once, and the owner's e-mail sent once among them
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AiCosts } from '@/shared/ai/ai-costs'
import type { AiStatus } from '@/shared/ai/ai-status'
import { usageMonthOf } from '@/shared/ai/budget'
import { users } from '@/server/modules/accounts'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { warnNearMoneyBudget } from './budget-warning'
import { aiTokenUsage, companyAiSettings } from './schema'
import { monthUsage, reserveCall, settleCall } from './token-budget'

// The budget in money (docs/decisions/132-cost-in-money.md): a call reserves its largest cost before it starts, in the
// statement that reserves its tokens, so parallel calls never take the month past the budget; at 80% the owners get
// one e-mail a month, and the workspace's banner reads the same figures as Settings → AI.
let app: FastifyInstance
let close: () => Promise<void>
// The file's app on the worker's database (createTestApp empties it): a file's tests share one app, as every file here.
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(async () => close())

const mail = { productName: 'AgentWorks', publicUrl: 'http://localhost:3000' }

async function companyWithBudget(budgetCents: number | null) {
  const owner = await registerUser(app)
  const companyId = owner.user.company_id as string
  await app.db.insert(companyAiSettings).values({ company_id: companyId, monthly_budget_cents: budgetCents })
  return { companyId, owner }
}

/** The month's usage row, as calls that cost `costMicros` so far would leave it. */
async function spent(companyId: string, costMicros: number, now = new Date()) {
  await app.db
    .insert(aiTokenUsage)
    .values({ company_id: companyId, month: usageMonthOf(now), tokens: 1_000, calls: 3, cost_micros: costMicros })
    .onConflictDoUpdate({ target: [aiTokenUsage.company_id, aiTokenUsage.month], set: { cost_micros: costMicros } })
}

const warnings = (companyId: string) =>
  app.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.company_id, companyId), like(emailMessages.dedupe_key, 'ai-budget-warning:%')))

describe('reserveCall with a budget in money', () => {
  it('never lets 200 parallel calls take the month past the budget', async () => {
    const { companyId } = await companyWithBudget(100) // $1.00
    const granted = await Promise.all(Array.from({ length: 200 }, () => reserveCall(app.db, companyId, { tokens: 10, costMicros: 30_000 })))
    // $1.00 / $0.03: 33 fit, the 34th would overshoot.
    expect(granted.filter(Boolean)).toHaveLength(33)
    expect(await monthUsage(app.db, companyId)).toMatchObject({ calls: 33, costMicros: 990_000 })
  })

  it('settles to the actual cost, which frees the rest for the next call', async () => {
    const { companyId } = await companyWithBudget(100)
    expect(await reserveCall(app.db, companyId, { tokens: 10, costMicros: 900_000 })).toBe(true)
    expect(await reserveCall(app.db, companyId, { tokens: 10, costMicros: 900_000 })).toBe(false)
    await settleCall(app.db, companyId, { tokens: 10, costMicros: 900_000 }, { tokens: 8, costMicros: 2_400 })
    expect((await monthUsage(app.db, companyId)).costMicros).toBe(2_400)
    expect(await reserveCall(app.db, companyId, { tokens: 10, costMicros: 900_000 })).toBe(true)
  })

  it('lets a model without a price write past it, since it cannot count what it does not know; the token budget still holds', async () => {
    const { companyId } = await companyWithBudget(100)
    await spent(companyId, 1_000_000)
    expect(await reserveCall(app.db, companyId, { tokens: 10, costMicros: 0 })).toBe(true)
    expect(await reserveCall(app.db, companyId, { tokens: 10, costMicros: 1 })).toBe(false)
  })
})

describe('the 80% e-mail', () => {
  it('goes once to each owner however many calls settle at once, and not before 80%', async () => {
    const { companyId, owner } = await companyWithBudget(100)
    // A member is not told; a second owner is.
    await joinAsMember(app, owner.cookie)
    const second = await registerUser(app)
    await app.db.update(users).set({ company_id: companyId, role: 'owner' }).where(eq(users.id, second.user.id))
    const warn = () => app.db.transaction((tx) => warnNearMoneyBudget(tx, app.jobs, mail, { companyId, currency: 'USD' }))

    await spent(companyId, 799_999)
    expect(await warn()).toBe(false)
    await spent(companyId, 850_000)
    const told = await Promise.all(Array.from({ length: 200 }, warn))
    expect(told.filter(Boolean)).toHaveLength(1)
    const sent = await warnings(companyId)
    expect(sent.map((message) => message.to).sort()).toEqual([owner.input.email, second.input.email].sort())
    expect(sent[0]!.subject).toBe('Your agents have used 80% of this month’s AI budget')
    expect(sent[0]!.text).toContain('has cost $0.85 of your $1.00 budget for')
    expect(sent[0]!.text).toContain('http://localhost:3000/settings/ai')
    // Past 100% later in the month: no second e-mail.
    await spent(companyId, 1_000_000)
    expect(await warn()).toBe(false)
  })

  it('warns again in a new month, and again this month once a raised budget reaches 80% of itself', async () => {
    const { companyId, owner } = await companyWithBudget(100)
    const may = new Date('2026-05-20T10:00:00Z')
    const june = new Date('2026-06-02T10:00:00Z')
    await spent(companyId, 900_000, may)
    await spent(companyId, 900_000, june)
    const warn = (now: Date) => app.db.transaction((tx) => warnNearMoneyBudget(tx, app.jobs, mail, { companyId, currency: 'USD' }, now))
    expect(await warn(may)).toBe(true)
    expect(await warn(june)).toBe(true)
    expect(await warn(june)).toBe(false)

    // Raised to $2.00 this month: $0.90 is under 80% of it, so the mark is cleared; $1.60 warns again.
    const raised = await requestJson(app, {
      method: 'PUT',
      url: '/api/company/ai/money-budget',
      cookie: owner.cookie,
      body: { monthlyBudget: 2 },
    })
    expect(raised.statusCode).toBe(200)
    await spent(companyId, 1_600_000)
    expect(await warn(new Date())).toBe(true)
    expect(await warnings(companyId)).toHaveLength(3)
  })
})

describe('PUT /api/company/ai/money-budget', () => {
  it('lets the owner set and remove it, answering with the costs page', async () => {
    const { companyId, owner } = await companyWithBudget(null)
    const put = (body: unknown) => requestJson(app, { method: 'PUT', url: '/api/company/ai/money-budget', cookie: owner.cookie, body })
    const set = await put({ monthlyBudget: 25.5 })
    expect(set.statusCode).toBe(200)
    expect((set.json() as AiCosts).budget).toEqual({ budgetCents: 2_550, state: 'ok' })
    const [row] = await app.db.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId))
    expect(row!.monthly_budget_cents).toBe(2_550)
    expect((await put({ monthlyBudget: null })).json().budget).toEqual({ budgetCents: null, state: 'none' })
  })

  it.each([{ monthlyBudget: 0.5 }, { monthlyBudget: 10.005 }, { monthlyBudget: 'ten' }, { monthlyBudget: 10, extra: 1 }])(
    'refuses %j with a 400 and writes nothing',
    async (body) => {
      const { companyId, owner } = await companyWithBudget(1_000)
      const response = await requestJson(app, { method: 'PUT', url: '/api/company/ai/money-budget', cookie: owner.cookie, body })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
      const [row] = await app.db.select().from(companyAiSettings).where(eq(companyAiSettings.company_id, companyId))
      expect(row!.monthly_budget_cents).toBe(1_000)
    },
  )

  it('is the owner’s: a member reads the costs and the banner, and may not set it', async () => {
    const { owner } = await companyWithBudget(1_000)
    const member = await joinAsMember(app, owner.cookie)
    const refused = await requestJson(app, {
      method: 'PUT',
      url: '/api/company/ai/money-budget',
      cookie: member,
      body: { monthlyBudget: 50 },
    })
    expect(refused.statusCode).toBe(403)
    const costs = await requestJson(app, { url: '/api/company/ai/costs', cookie: member })
    expect(costs.statusCode).toBe(200)
    expect(costs.json()).toMatchObject({ canEdit: false, budget: { budgetCents: 1_000 } })
    expect((await requestJson(app, { url: '/api/ai/status', cookie: member })).json()).toMatchObject({ budget: { canEdit: false } })
    expect((await requestJson(app, { url: '/api/company/ai/costs' })).statusCode).toBe(401)
  })
})

describe('GET /api/ai/status', () => {
  it('shows the banner from 80% with the figure Settings → AI shows, until the budget is raised', async () => {
    const { companyId, owner } = await companyWithBudget(1_000) // $10.00
    const status = async () => (await requestJson(app, { url: '/api/ai/status', cookie: owner.cookie })).json() as AiStatus
    await spent(companyId, 7_000_000)
    expect((await status()).budget.state).toBe('ok')
    await spent(companyId, 8_200_000)
    const warned = await status()
    expect(warned.budget).toMatchObject({ state: 'warning', spentMicros: 8_200_000, budgetCents: 1_000, currency: 'USD', canEdit: true })
    const costs = (await requestJson(app, { url: '/api/company/ai/costs', cookie: owner.cookie })).json() as AiCosts
    expect(costs.spentMicros).toBe(warned.budget.spentMicros)
    expect(costs.budget.state).toBe('warning')
    await spent(companyId, 10_000_000)
    expect((await status()).budget.state).toBe('reached')
    await requestJson(app, { method: 'PUT', url: '/api/company/ai/money-budget', cookie: owner.cookie, body: { monthlyBudget: 100 } })
    expect((await status()).budget.state).toBe('ok')
    expect((await status()).outage).toBeNull()
  })
})
