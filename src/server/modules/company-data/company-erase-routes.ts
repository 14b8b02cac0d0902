import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { companyErasureSchema, scheduleCompanyErasureSchema } from '@/shared/schemas/company-erasure'
import { errorBodySchema } from '@/shared/schemas/errors'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { cancelCompanyErasure, getCompanyErasure, scheduleCompanyErasure, type EraseMailContext } from './company-erase'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
}

// Each request and each cancellation e-mails every member: an owner flipping it on and off would flood their inboxes.
const ERASURE_CHANGES_PER_COMPANY = { max: 10, windowMs: 24 * 60 * 60_000 }

export type CompanyEraseRoutesOptions = { productName: string }

/**
 * The company's erasure (docs/product.md#company-erase): every member sees whether one is scheduled; only the owner
 * schedules or cancels it (docs/decisions/082-roles.md).
 */
export const companyEraseRoutes: FastifyPluginAsyncZod<CompanyEraseRoutesOptions> = async (app, { productName }) => {
  const mail: EraseMailContext = { jobs: app.jobs, productName, publicUrl: app.publicUrl }

  app.get('/', { config: { access: 'member' }, schema: { response: { 200: companyErasureSchema, ...errors } } }, async (request) =>
    getCompanyErasure(app.db, getCompanyId(request)),
  )

  app.post(
    '/',
    { config: { access: 'owner' }, schema: { body: scheduleCompanyErasureSchema, response: { 201: companyErasureSchema, ...errors } } },
    async (request, reply) => {
      const companyId = getCompanyId(request)
      await countAgainstLimit(request, `company-erasure:company:${companyId}`, ERASURE_CHANGES_PER_COMPANY)
      const erasure = await scheduleCompanyErasure(app.db, mail, {
        companyId,
        userId: getUser(request).id,
        companyName: request.body.company_name,
        now: new Date(),
      })
      return reply.status(201).send(erasure)
    },
  )

  app.delete('/', { config: { access: 'owner' }, schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const companyId = getCompanyId(request)
    await countAgainstLimit(request, `company-erasure:company:${companyId}`, ERASURE_CHANGES_PER_COMPANY)
    await cancelCompanyErasure(app.db, mail, companyId)
    return reply.status(204).send(null)
  })
}
