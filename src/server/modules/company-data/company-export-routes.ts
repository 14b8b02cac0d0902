import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { COMPANY_EXPORT_MESSAGES, companyExportParamsSchema, companyExportSchema } from '@/shared/schemas/company-export'
import { errorBodySchema } from '@/shared/schemas/errors'
import { attachmentDisposition } from '@/server/platform/http/content-disposition'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { claimCompanyExport, createCompanyExport, endCompanyExport, getCompanyExport, saveExportProgress } from './company-export'
import { writeCompanyArchive } from './export-archive'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
}

// Each export counts every row of the company and then reads them all: a few an hour are plenty for an owner, and
// requests sent at once cannot start more (docs/decisions/076, docs/decisions/102-company-export.md).
export const EXPORTS_PER_COMPANY: Limit = { max: 5, windowMs: 60 * 60_000 }

/** "Acme Inc." → "acme-inc", for the archive's file name. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'company'

/**
 * The company's data export (docs/product.md#company-export): owner only, like the rest of the company's settings
 * that hold every member's data (docs/decisions/082-roles.md).
 */
export const companyExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { config: { access: 'owner' }, schema: { response: { 201: companyExportSchema, ...errors } } }, async (request, reply) => {
    const companyId = getCompanyId(request)
    // The slot is taken before the rows are counted, so a burst of requests does no work past the limit.
    await countAgainstLimit(request, `company-export:company:${companyId}`, EXPORTS_PER_COMPANY)
    return reply.status(201).send(await createCompanyExport(app.db, companyId, getUser(request).id))
  })

  app.get(
    '/:id',
    { config: { access: 'owner' }, schema: { params: companyExportParamsSchema, response: { 200: companyExportSchema, ...errors } } },
    async (request) => getCompanyExport(app.db, getCompanyId(request), request.params.id),
  )

  app.get(
    '/:id/download',
    {
      config: { access: 'owner' },
      // No HEAD twin: it would run this handler, and a link preview's HEAD would use up the export's one download.
      exposeHeadRoute: false,
      schema: { params: companyExportParamsSchema, response: { 200: z.any(), ...errors } },
    },
    async (request, reply) => {
      const claimed = await claimCompanyExport(app.db, getCompanyId(request), request.params.id)
      const archive = writeCompanyArchive(app.db, claimed, { save: (rows) => saveExportProgress(app.db, claimed.id, rows) })
      let failure: string | undefined
      archive.stream.once('error', (error) => {
        failure = COMPANY_EXPORT_MESSAGES.failed
        request.log.error({ err: error }, 'company export failed')
      })
      // 'close' comes after 'finish' when every byte was handed to the client, and alone when the client left or the
      // archive failed: then the readers stop and the page says so.
      let sent = false
      reply.raw.once('finish', () => (sent = true))
      reply.raw.once('close', () => {
        const finished = sent && !failure
        if (!finished) archive.abort()
        void endCompanyExport(
          app.db,
          claimed.id,
          finished
            ? { status: 'finished', rowsWritten: archive.rowsWritten() }
            : { status: 'failed', rowsWritten: archive.rowsWritten(), error: failure ?? COMPANY_EXPORT_MESSAGES.interrupted },
        ).catch((error: unknown) => request.log.error({ err: error }, 'recording the end of a company export failed'))
      })
      const date = claimed.createdAt.toISOString().slice(0, 10)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`${slugOf(claimed.companyName)}-export-${date}.zip`))
        .header('cache-control', 'no-store')
        .send(archive.stream)
    },
  )
}
