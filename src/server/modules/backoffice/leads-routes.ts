import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  leadActivityResultSchema,
  leadDetailSchema,
  leadFilterOptionsSchema,
  leadFiltersSchema,
  leadNoteSchema,
  leadRedeliveryResultSchema,
  leadResendResultSchema,
  leadsQuerySchema,
  leadStatusChangeSchema,
  leadStatusResultSchema,
} from '@/shared/schemas/admin-leads'
import { errorBodySchema } from '@/shared/schemas/errors'
import { attachmentDisposition } from '@/server/platform/http/content-disposition'
import { getUser } from '@/server/platform/session/session-plugin'
import type { BackOfficeOptions } from './backoffice-options'
import { addLeadNote, changeLeadStatus, redeliverLeadWebhook, resendLeadEmail } from './lead-actions'
import { getLeadDetail, LEAD_NOT_FOUND } from './lead-detail'
import { countLeads, getLeadFilterOptions, readLeadsPageJson } from './lead-inbox'
import { streamLeadsCsv } from './leads-csv'

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const staff = { access: 'staff' } as const
const params = z.object({ id: z.uuid(LEAD_NOT_FOUND) })

/**
 * The back office's API for the lead inbox, a lead's page, its status, notes, redelivery and resend
 * (docs/product.md#back-office); every route has access 'staff'.
 */
export const leadsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app, { config }) => {
  app.get(
    '/',
    // The body is leadsPageSchema's, written whole by the database and sent as it is (lead-inbox.ts): no serializer.
    { config: staff, schema: { querystring: leadsQuerySchema, response: { 200: z.any(), ...errors } } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await readLeadsPageJson(app.db, request.query)),
  )

  app.get('/filters', { config: staff, schema: { response: { 200: leadFilterOptionsSchema, ...errors } } }, async () =>
    getLeadFilterOptions(app.db),
  )

  app.get(
    '/export.csv',
    { config: staff, exposeHeadRoute: false, schema: { querystring: leadFiltersSchema, response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const total = await countLeads(app.db, request.query)
      const csv = streamLeadsCsv(app.db, request.query)
      csv.once('error', (error) => request.log.error({ err: error }, 'leads export failed'))
      // The client stops reading when it leaves; the stream stops reading pages with it.
      reply.raw.once('close', () => csv.destroy())
      const date = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`leads-${date}.csv`))
        .header('cache-control', 'no-store')
        .header('x-total-count', String(total))
        .send(csv)
    },
  )

  app.get('/:id', { config: staff, schema: { params, response: { 200: leadDetailSchema, ...errors } } }, async (request) =>
    getLeadDetail(app.db, request.params.id),
  )

  app.patch(
    '/:id/status',
    { config: staff, schema: { params, body: leadStatusChangeSchema, response: { 200: leadStatusResultSchema, ...errors } } },
    async (request) => changeLeadStatus(app.db, request.params.id, getUser(request).id, request.body),
  )

  app.post(
    '/:id/notes',
    { config: staff, schema: { params, body: leadNoteSchema, response: { 201: leadActivityResultSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await addLeadNote(app.db, request.params.id, getUser(request).id, request.body.note)),
  )

  app.post(
    '/:id/webhook-redeliveries',
    { config: staff, schema: { params, response: { 201: leadRedeliveryResultSchema, ...errors } } },
    async (request, reply) => {
      const target = { url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret }
      return reply.status(201).send(await redeliverLeadWebhook(app.db, app.jobs, target, request.params.id, getUser(request).id))
    },
  )

  app.post(
    '/:id/emails/:emailId/resend',
    {
      config: staff,
      schema: {
        params: params.extend({ emailId: z.uuid('E-mail not found') }),
        response: { 201: leadResendResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await resendLeadEmail(app.db, app.jobs, request.params.id, request.params.emailId, getUser(request).id)),
  )
}
