import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { handOverOwnership, OWNERSHIP_MESSAGES } from './ownership'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const memberParams = z.object({ id: z.uuid(OWNERSHIP_MESSAGES.memberNotFound) })

/** POST /api/team/members/:id/ownership: the owner makes a member of the company its owner (docs/product.md#team-invitations). */
export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/team/members/:id/ownership',
    { config: { access: 'owner' }, schema: { params: memberParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await handOverOwnership(app.db, { companyId: getCompanyId(request), ownerId: getUser(request).id, memberId: request.params.id })
      return reply.status(204).send(null)
    },
  )
}
