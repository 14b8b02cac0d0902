import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { aiCostsSchema } from '@/shared/ai/ai-costs'
import { aiStatusSchema } from '@/shared/ai/ai-status'
import { budgetCentsOf, updateMoneyBudgetSchema } from '@/shared/ai/money-budget'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { readAiCosts } from './ai-costs'
import { readAiStatus, saveMoneyBudget } from './money-budget'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/**
 * Settings → AI's costs and the budget in money (docs/decisions/132-cost-in-money.md): everyone in the company reads
 * them, only the owner sets the budget (docs/decisions/082-roles.md). Registered under /api/company/ai.
 */
export const aiCostRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (request: FastifyRequest) =>
    readAiCosts(app.db, getCompanyId(request), {
      server: app.aiWriting.serverModel,
      prices: app.aiWriting.prices,
      canEdit: getUser(request).role === 'owner',
    })

  app.get('/costs', { config: { access: 'member' }, schema: { response: { 200: aiCostsSchema, ...errors } } }, view)

  app.put(
    '/money-budget',
    { config: { access: 'owner' }, schema: { body: updateMoneyBudgetSchema, response: { 200: aiCostsSchema, ...errors } } },
    async (request) => {
      const { monthlyBudget } = request.body
      const who = { companyId: getCompanyId(request), userId: getUser(request).id }
      await saveMoneyBudget(app.db, who, monthlyBudget === null ? null : budgetCentsOf(monthlyBudget))
      return view(request)
    },
  )
}

/** The workspace's banners about the model: the budget in money and a provider's outage. Registered under /api/ai. */
export const aiStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/status', { config: { access: 'member' }, schema: { response: { 200: aiStatusSchema, ...errors } } }, async (request) =>
    readAiStatus(app.db, getCompanyId(request), {
      server: app.aiWriting.serverModel,
      prices: app.aiWriting.prices,
      canEdit: getUser(request).role === 'owner',
    }),
  )
}
