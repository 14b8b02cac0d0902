import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logoParamsSchema, logoQuerySchema } from '@/shared/schemas/company-logo'
import { notFound } from '@/server/platform/http/http-errors'
import { findCompanyLogo } from './company-logo'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * GET /brand/:companyId/logo: the logo on a company's agents' e-mails, for the mail programs of the people they write
 * to, so without a session (docs/decisions/123-the-business-brand-in-e-mail.md). Only PNG, JPEG and WebP are ever
 * stored, checked by their bytes; nosniff keeps a browser to the type we name.
 */
export const companyLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brand/:companyId/logo',
    {
      config: { access: 'public' },
      // No response schema: the answer is the image's bytes; a refusal is the error handler's JSON.
      schema: { params: logoParamsSchema, querystring: logoQuerySchema },
    },
    async (request, reply) => {
      const logo = await findCompanyLogo(app.db, request.params.companyId)
      if (!logo) throw notFound('This business has no logo')
      // The address of the current version never changes its image: cached for a year. Any other (an old e-mail's)
      // is looked up again each time, so it shows the logo the business has now, or none.
      const current = request.query.v === String(logo.version)
      return (
        reply
          .header('content-type', logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache')
          // Webmail shows the image from its own origin: helmet's same-origin policy would hide it there.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(logo.bytes)
      )
    },
  )
}
