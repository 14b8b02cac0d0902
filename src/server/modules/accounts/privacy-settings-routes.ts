import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { privacySettingsSchema, updatePrivacyControlsSchema } from '@/shared/schemas/privacy'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { getPrivacySettings, setPrivacyControls } from './privacy-settings'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Settings → Privacy (docs/product.md#privacy-controls, docs/decisions/101-privacy-controls.md): everyone in the company
 * reads the controls and their history; only the owner changes them, as only the owner submits the questionnaire that
 * also sets them (docs/decisions/082-roles.md).
 */
export const privacySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'member' }, schema: { response: { 200: privacySettingsSchema, ...errors } } }, async (request) =>
    getPrivacySettings(app.db, getCompanyId(request)),
  )

  app.patch(
    '/',
    { config: { access: 'owner' }, schema: { body: updatePrivacyControlsSchema, response: { 200: privacySettingsSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      await app.db.transaction((tx) => setPrivacyControls(tx, { companyId, userId: getUser(request).id, source: 'settings' }, request.body))
      return getPrivacySettings(app.db, companyId)
    },
  )
}
