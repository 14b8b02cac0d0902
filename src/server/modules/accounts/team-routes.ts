import { asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { createdInvitationSchema, createInvitationSchema, teamSchema } from '@/shared/schemas/team'
import { companies, users } from './schema'
import { forbidden, notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { createInvitation, listPendingInvitations, revokeInvitation } from './invitations'
import type { SessionUser } from '@/server/platform/session/session-plugin'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

function requireCompany(user: SessionUser): string {
  if (!user.company_id) throw notFound('You are not part of a company')
  return user.company_id
}

function requireOwner(user: SessionUser): string {
  const companyId = requireCompany(user)
  if (user.role !== 'owner') throw forbidden('Only the company owner can manage invitations')
  return companyId
}

/** The team panel of the account home: members, and for owners the invitations (docs/product.md#team-invitations). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may call is checked before the request is read or validated: a stranger learns nothing of the schema.
  app.addHook('onRequest', requireUser)
  const ownerOnly = async (request: FastifyRequest) => void requireOwner(getUser(request))

  app.get('/team', { schema: { response: { 200: teamSchema, ...errors } } }, async (request) => {
    const user = getUser(request)
    const companyId = requireCompany(user)
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
    { onRequest: ownerOnly, schema: { body: createInvitationSchema, response: { 201: createdInvitationSchema, ...errors } } },
    async (request, reply) => {
      const user = getUser(request)
      const companyId = requireOwner(user)
      const created = await createInvitation(app.db, { companyId, invitedBy: user.id, email: request.body.email, publicUrl: app.publicUrl })
      return reply.status(201).send(created)
    },
  )

  app.delete(
    '/invitations/:id',
    { onRequest: ownerOnly, schema: { params: z.object({ id: z.uuid('Invitation not found') }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const companyId = requireOwner(getUser(request))
      await revokeInvitation(app.db, companyId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
