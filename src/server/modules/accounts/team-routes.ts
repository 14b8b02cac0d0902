import { asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { createdInvitationSchema, createInvitationSchema, teamSchema } from '@/shared/schemas/team'
import { companies, users } from './schema'
import { notFound } from '@/server/platform/http/http-errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { createInvitation, listPendingInvitations, resendInvitation, revokeInvitation, type Inviter } from './invitations'
import type { InvitationMailContext } from './invitation-emails'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const invitationParams = z.object({ id: z.uuid('Invitation not found') })

export type TeamRoutesOptions = { productName: string }

/**
 * The team panel of the account home: members, and for owners the invitations (docs/product.md#team-invitations).
 * Who may call is each route's access, checked before the request is read (docs/decisions/082-roles.md).
 */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, { productName }) => {
  const mail: InvitationMailContext = { jobs: app.jobs, productName, publicUrl: app.publicUrl }
  const inviterOf = (request: FastifyRequest): Inviter => {
    const user = getUser(request)
    return { id: user.id, email: user.email, name: user.full_name || user.username }
  }

  app.get('/team', { config: { access: 'member' }, schema: { response: { 200: teamSchema, ...errors } } }, async (request) => {
    const user = getUser(request)
    const companyId = getCompanyId(request)
    const [company] = await app.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId))
    if (!company) throw notFound('Company not found')
    const members = await app.db
      .select({ id: users.id, email: users.email, username: users.username, full_name: users.full_name, role: users.role })
      .from(users)
      .where(eq(users.company_id, companyId))
      .orderBy(asc(users.created_at))
    const invitations = user.role === 'owner' ? await listPendingInvitations(app.db, companyId) : []
    return { company, members, invitations }
  })

  app.post(
    '/invitations',
    { config: { access: 'owner' }, schema: { body: createInvitationSchema, response: { 201: createdInvitationSchema, ...errors } } },
    async (request, reply) => {
      // The invitation and its e-mail are written together (docs/decisions/094).
      const created = await createInvitation(app.db, mail, {
        companyId: getCompanyId(request),
        inviter: inviterOf(request),
        email: request.body.email,
      })
      return reply.status(201).send(created)
    },
  )

  app.post(
    '/invitations/:id/resend',
    {
      config: { access: 'owner' },
      schema: { params: invitationParams, response: { 200: createdInvitationSchema, ...errors } },
    },
    async (request) =>
      resendInvitation(app.db, mail, { companyId: getCompanyId(request), invitationId: request.params.id, inviter: inviterOf(request) }),
  )

  app.delete(
    '/invitations/:id',
    {
      config: { access: 'owner' },
      schema: { params: invitationParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, getCompanyId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
