import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { updateTokenBudgetSchema } from '@/shared/ai/budget'
import { companyAiSettingsSchema, confirmLocalModelSchema, updateCompanyAiSchema } from '@/shared/ai/settings'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { FastifyRequest } from 'fastify'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { getAiSettings, removeCompanyModel, saveCompanyModel, saveTokenBudget } from './ai-settings'
import { confirmLocalModel, withdrawLocalModel } from './local-confirmation'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

export type AiSettingsRoutesOptions = { encryptionKey: Buffer | null; policy: AddressPolicy }

/**
 * Settings → AI (docs/decisions/106-ai-writing.md): everyone in the company sees which model writes and the month's
 * use; only the owner sets the company's own model, its key and the budget (docs/decisions/082-roles.md).
 */
export const aiSettingsRoutes: FastifyPluginAsyncZod<AiSettingsRoutesOptions> = async (app, { encryptionKey, policy }) => {
  const view = (request: FastifyRequest) =>
    getAiSettings(app.db, getCompanyId(request), {
      server: app.aiWriting.serverModel,
      canEdit: getUser(request).role === 'owner',
      encryptionAvailable: encryptionKey !== null,
      prices: app.aiWriting.prices,
    })
  const who = (request: FastifyRequest) => ({ companyId: getCompanyId(request), userId: getUser(request).id })

  app.get('/', { config: { access: 'member' }, schema: { response: { 200: companyAiSettingsSchema, ...errors } } }, view)

  app.put(
    '/',
    { config: { access: 'owner' }, schema: { body: updateCompanyAiSchema, response: { 200: companyAiSettingsSchema, ...errors } } },
    async (request) => {
      await saveCompanyModel(app.db, who(request), request.body, { encryptionKey, policy })
      return view(request)
    },
  )

  app.put(
    '/budget',
    { config: { access: 'owner' }, schema: { body: updateTokenBudgetSchema, response: { 200: companyAiSettingsSchema, ...errors } } },
    async (request) => {
      await saveTokenBudget(app.db, who(request), request.body.monthlyTokenBudget)
      return view(request)
    },
  )

  // The owner's word that the company runs its model's host, or has a processing agreement for it; withdrawn at will
  // (docs/decisions/122-local-processing-that-means-it.md).
  app.put(
    '/local-confirmation',
    { config: { access: 'owner' }, schema: { body: confirmLocalModelSchema, response: { 200: companyAiSettingsSchema, ...errors } } },
    async (request) => {
      await confirmLocalModel(app.db, who(request), request.body.host)
      return view(request)
    },
  )

  app.delete(
    '/local-confirmation',
    { config: { access: 'owner' }, schema: { response: { 200: companyAiSettingsSchema, ...errors } } },
    async (request) => {
      await withdrawLocalModel(app.db, who(request))
      return view(request)
    },
  )

  app.delete('/', { config: { access: 'owner' }, schema: { response: { 200: companyAiSettingsSchema, ...errors } } }, async (request) => {
    await removeCompanyModel(app.db, who(request))
    return view(request)
  })
}
