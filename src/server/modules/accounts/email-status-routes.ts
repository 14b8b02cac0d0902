import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { emailStatusSchema } from '@/shared/schemas/email-status'
import { errorBodySchema } from '@/shared/schemas/errors'
import { notFound } from '@/server/platform/http/http-errors'
import { readCompanyMail } from '@/server/platform/mail/company-email-limit'
import { getUser } from '@/server/platform/session/session-plugin'

/** GET /api/company/email-status: the dashboard notice's figures (docs/decisions/083). */
export const emailStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { access: 'member' as const },
    schema: { response: { 200: emailStatusSchema, 401: errorBodySchema, 404: errorBodySchema } },
  }
  app.get('/company/email-status', options, async (request) => {
    const user = getUser(request)
    if (!user.company_id) throw notFound('You are not part of a company')
    const { held, sentToday } = await readCompanyMail(app.db, user.company_id)
    return { email_verified: user.email_verified_at !== null, held, sent_today: sentToday, daily_limit: app.jobs.companyEmailsPerDay }
  })
}
