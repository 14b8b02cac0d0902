import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createdWorkspaceSchema, createWorkspaceSchema, inviteOwnerSchema, leadHandoverSchema } from '@/shared/schemas/admin-handover'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getUser } from '@/server/platform/session/session-plugin'
import type { BackOfficeOptions } from './backoffice-options'
import { createLeadWorkspace, getLeadHandover, inviteOwnerAgain } from './handover'

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const staff = { access: 'staff' as const }
const params = z.object({ id: z.uuid('Lead not found') })

/** The back office's API for a workspace created from a lead (docs/product.md#back-office); every route has access 'staff'. */
export const handoverAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app, { config }) => {
  const mailOf = () => ({ productName: config.productName, publicUrl: app.publicUrl, jobs: app.jobs })
  const staffOf = (request: FastifyRequest) => {
    const user = getUser(request)
    return { id: user.id, email: user.email, name: user.full_name || user.username }
  }

  app.get('/:id/workspace', { config: staff, schema: { params, response: { 200: leadHandoverSchema, ...errors } } }, async (request) =>
    getLeadHandover(app.db, request.params.id, new Date()),
  )

  app.post(
    '/:id/workspace',
    { config: staff, schema: { params, body: createWorkspaceSchema, response: { 201: createdWorkspaceSchema, ...errors } } },
    async (request, reply) => {
      const created = await createLeadWorkspace(app.db, mailOf(), {
        leadId: request.params.id,
        companyName: request.body.company_name,
        email: request.body.email,
        staff: staffOf(request),
        now: new Date(),
      })
      return reply.status(201).send(created)
    },
  )

  app.post(
    '/:id/workspace/invitations',
    { config: staff, schema: { params, body: inviteOwnerSchema, response: { 201: createdWorkspaceSchema, ...errors } } },
    async (request, reply) => {
      const invited = await inviteOwnerAgain(app.db, mailOf(), {
        leadId: request.params.id,
        email: request.body.email,
        staff: staffOf(request),
        now: new Date(),
      })
      return reply.status(201).send(invited)
    },
  )
}
