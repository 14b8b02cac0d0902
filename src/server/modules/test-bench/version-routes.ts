import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { settingVersionListSchema, settingVersionParamsSchema, settingVersionsQuerySchema } from '@/shared/ai/setting-versions'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { listSettingVersions } from '@/server/modules/ai-writing'
import { restoreVersion } from './version-restore'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/**
 * Versions of how the agents write (docs/decisions/135-setting-versions.md): everyone in the company sees what changed,
 * who changed it and when (the agent's charts mark them); only the owner restores one.
 */
export const settingVersionRoutes: FastifyPluginAsyncZod<{ policy: AddressPolicy }> = async (app, { policy }) => {
  const response = { 200: settingVersionListSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { querystring: settingVersionsQuerySchema, response } }, async (request) => ({
    versions: await listSettingVersions(app.db, getCompanyId(request), request.query.agentId),
  }))

  app.post(
    '/:id/restore',
    { config: { access: 'owner' }, schema: { params: settingVersionParamsSchema, querystring: settingVersionsQuerySchema, response } },
    async (request) => {
      const companyId = getCompanyId(request)
      await restoreVersion(app.db, { companyId, userId: getUser(request).id }, request.params.id, { policy })
      return { versions: await listSettingVersions(app.db, companyId, request.query.agentId) }
    },
  )
}
