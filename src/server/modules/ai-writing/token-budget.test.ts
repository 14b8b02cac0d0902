// @both-databases: the token budget reserved under drafts that arrive at once
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MONTHLY_TOKEN_BUDGET, usageMonthOf } from '@/shared/ai/budget'
import { createTestApp } from '@/server/test/test-app'
import { registerUser } from '@/server/test/http'
import { companyAiSettings } from './schema'
import { budgetReached, monthTokensOf, monthUsage, reserveTokens, settleTokens } from './token-budget'

// The monthly token budget is a limit (docs/decisions/106-ai-writing.md): reservations are taken before a call, in
// one conditional statement, so parallel calls never take the month past it.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(async () => close())

async function companyWithBudget(budget: number | null): Promise<string> {
  const owner = await registerUser(app)
  const companyId = owner.user.company_id as string
  if (budget !== null) await app.db.insert(companyAiSettings).values({ company_id: companyId, monthly_token_budget: budget })
  return companyId
}

describe('reserveTokens', () => {
  it('never lets 200 parallel reservations take the month past the budget', async () => {
    const companyId = await companyWithBudget(10_000)
    const granted = await Promise.all(Array.from({ length: 200 }, () => reserveTokens(app.db, companyId, 300)))
    // 10 000 / 300: 33 fit, the 34th would overshoot.
    expect(granted.filter(Boolean)).toHaveLength(33)
    expect(await monthUsage(app.db, companyId)).toEqual({
      month: usageMonthOf(new Date()).slice(0, 7),
      tokens: 9_900,
      calls: 33,
      costMicros: 0,
    })
  })

  it('refuses an estimate larger than the whole budget and counts nothing', async () => {
    const companyId = await companyWithBudget(1_000)
    expect(await reserveTokens(app.db, companyId, 1_001)).toBe(false)
    expect((await monthUsage(app.db, companyId)).calls).toBe(0)
    expect(await reserveTokens(app.db, companyId, 1_000)).toBe(true)
    expect(await reserveTokens(app.db, companyId, 1)).toBe(false)
  })

  it('uses the default budget when the owner set none', async () => {
    const companyId = await companyWithBudget(null)
    expect(await reserveTokens(app.db, companyId, DEFAULT_MONTHLY_TOKEN_BUDGET)).toBe(true)
    expect(await reserveTokens(app.db, companyId, 1)).toBe(false)
  })

  it('keeps the months apart', async () => {
    const companyId = await companyWithBudget(1_000)
    expect(await reserveTokens(app.db, companyId, 1_000, new Date('2026-01-31T23:59:59Z'))).toBe(true)
    expect(await reserveTokens(app.db, companyId, 1_000, new Date('2026-02-01T00:00:00Z'))).toBe(true)
    expect((await monthUsage(app.db, companyId, new Date('2026-02-10T00:00:00Z'))).tokens).toBe(1_000)
  })
})

describe('settleTokens', () => {
  it('gives back what a call reserved and did not use, so the next call fits', async () => {
    const companyId = await companyWithBudget(2_000)
    expect(await reserveTokens(app.db, companyId, 1_500)).toBe(true)
    expect(await reserveTokens(app.db, companyId, 1_500)).toBe(false)
    await settleTokens(app.db, companyId, 1_500, 400)
    expect((await monthTokensOf(app.db, [companyId])).get(companyId)).toBe(400)
    expect(await reserveTokens(app.db, companyId, 1_500)).toBe(true)
  })
})

describe('budgetReached', () => {
  it('is reached at the budget, the default when none is set', () => {
    expect(budgetReached(999, 1_000)).toBe(false)
    expect(budgetReached(1_000, 1_000)).toBe(true)
    expect(budgetReached(DEFAULT_MONTHLY_TOKEN_BUDGET, null)).toBe(true)
  })
})
