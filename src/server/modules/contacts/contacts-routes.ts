import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  contactByAddressQuerySchema,
  contactDetailSchema,
  contactParamsSchema,
  contactRefSchema,
  contactsPageSchema,
  contactsQuerySchema,
  conversationsPageSchema,
  conversationsQuerySchema,
} from '@/shared/schemas/contacts'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { findContactByAddress, listContacts } from './contact-list'
import { getContact } from './contact-timeline'
import { listConversations } from './conversation-list'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

// Everyone in the company sees the people its agents write to, as they see the drafts to them in Approvals.
const member = { access: 'member' } as const

/** The people a company's agents write to, each with one timeline, and the agents' conversations with them. */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    { config: member, schema: { querystring: contactsQuerySchema, response: { 200: contactsPageSchema, ...errors } } },
    async (request) => listContacts(app.db, getCompanyId(request), request.query),
  )

  // A draft or a run names a person by address: their links resolve it here.
  app.get(
    '/contacts/by-address',
    { config: member, schema: { querystring: contactByAddressQuerySchema, response: { 200: contactRefSchema, ...errors } } },
    async (request) => findContactByAddress(app.db, getCompanyId(request), request.query.address),
  )

  app.get(
    '/contacts/:id',
    { config: member, schema: { params: contactParamsSchema, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => getContact(app.db, getCompanyId(request), request.params.id),
  )

  app.get(
    '/conversations',
    { config: member, schema: { querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema, ...errors } } },
    async (request) => listConversations(app.db, getCompanyId(request), request.query.cursor),
  )
}
