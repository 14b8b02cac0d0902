import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { N8N_NOT_CONFIGURED } from '@/shared/backoffice/n8n-explanations'
import { n8nStatusSchema, n8nTestResultSchema } from '@/shared/backoffice/n8n'
import { errorBodySchema } from '@/shared/schemas/errors'
import { conflict } from '@/server/platform/http/http-errors'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { getUser } from '@/server/platform/session/session-plugin'
import type { BackOfficeOptions } from './backoffice-options'
import { getN8nStatus, sendTestLead } from './n8n-connection'

// Enough to try a workflow a few times while setting it up; each test is a real request to the operator's n8n.
export const TEST_LEADS_PER_STAFF_MEMBER: Limit = { max: 10, windowMs: 15 * 60_000 }

const errors = { 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }

/** The back office's API for the n8n connection check (docs/product.md#back-office); every route has access 'staff'. */
export const n8nAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app, { config }) => {
  app.get('/', { config: { access: 'staff' }, schema: { response: { 200: n8nStatusSchema, ...errors } } }, async () =>
    getN8nStatus(app.db, config),
  )

  // The sample is sent while the request waits (one attempt, no retries, nothing stored), so the page shows n8n's
  // answer at once. The test has no record to attach a staff action to: the log counts it, with who asked.
  app.post('/test', { config: { access: 'staff' }, schema: { response: { 200: n8nTestResultSchema, ...errors } } }, async (request) => {
    if (!config.n8nWebhookUrl || !config.n8nWebhookSecret) throw conflict(N8N_NOT_CONFIGURED)
    const staffId = getUser(request).id
    await countAgainstLimit(request, `n8n-test:staff:${staffId}`, TEST_LEADS_PER_STAFF_MEMBER)
    const result = (await sendTestLead(config))!
    request.log.info({ staffId, outcome: result.outcome, statusCode: result.status_code }, 'n8n test lead sent')
    return result
  })
}
