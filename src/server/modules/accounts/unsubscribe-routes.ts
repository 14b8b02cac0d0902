import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { senderNameOf } from '@/shared/schemas/agent-identity'
import { errorBodySchema } from '@/shared/schemas/errors'
import {
  unsubscribeBodySchema,
  unsubscribeParamsSchema,
  unsubscribeStatusSchema,
  type UnsubscribeStatus,
} from '@/shared/schemas/suppressions'
import { maskEmail } from '@/shared/privacy/mask'
import { badRequest, notFound } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import type { UnsubscribeTarget } from '@/server/platform/signing/unsubscribe-links'
import { identityColumns, toAgentIdentity } from './company-identity'
import { companies } from './schema'
import { isSuppressed, suppressAddress } from './suppressions'

// The token is the only credential and cannot be guessed (docs/decisions/125-unsubscribe.md); the limit guards the
// database. It is generous: a mail provider sends its users' one-click requests from a few addresses of its own.
const PER_IP: Limit = { max: 300, windowMs: 15 * 60_000 }
const FORM_BODY_LIMIT = 4096

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open it again from the e-mail, or use the link in a newer e-mail.'
export const GONE_UNSUBSCRIBE_LINK = 'This business no longer uses our service, so it will not e-mail you through us again.'

/**
 * RFC 8058's body: `List-Unsubscribe=One-Click`, sent as multipart/form-data (SHOULD) or form-urlencoded (MAY). Only
 * the fields' names and values are read; anything that is not a form is an empty one, which the schema then judges.
 */
function parseMultipart(contentType: string, body: string): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) return {}
  const fields: Record<string, string> = {}
  for (const part of body.split(`--${boundary}`)) {
    const [head, ...rest] = part.split('\r\n\r\n')
    const name = head ? /name="([^"]*)"/i.exec(head)?.[1] : undefined
    if (name) fields[name] = rest.join('\r\n\r\n').replace(/\r\n$/, '')
  }
  return fields
}

function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) =>
    done(null, parseMultipart(request.headers['content-type'] ?? '', body as string)),
  )
}

/**
 * The unsubscribe link of every agent e-mail (docs/decisions/125-unsubscribe.md). GET tells the page whose e-mails they
 * are and changes nothing (link scanners open links); POST, from the page's button or a mail program's one-click
 * button, puts the address on the company's suppression list at once.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptForms(app)
  const links = app.unsubscribeLinks

  const open = (token: string): UnsubscribeTarget => {
    const target = links.open(token)
    if (!target) throw badRequest(INVALID_UNSUBSCRIBE_LINK, [{ path: 'token', message: 'invalid' }])
    return target
  }

  async function statusOf({ companyId, address }: UnsubscribeTarget, unsubscribed?: boolean): Promise<UnsubscribeStatus> {
    const [company] = await app.db.select(identityColumns).from(companies).where(eq(companies.id, companyId))
    if (!company) throw notFound(GONE_UNSUBSCRIBE_LINK)
    return {
      business: senderNameOf(toAgentIdentity(company)),
      address: maskEmail(address),
      unsubscribed: unsubscribed ?? (await isSuppressed(app.db, companyId, address)),
    }
  }

  const schema = {
    params: unsubscribeParamsSchema,
    response: { 200: unsubscribeStatusSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
  }

  app.get('/:token', { config: { access: 'public' }, onRequest: limitPerIp('unsubscribe-read', PER_IP), schema }, async (request) =>
    statusOf(open(request.params.token)),
  )

  app.post(
    '/:token',
    {
      config: { access: 'public', postedFromElsewhere: true },
      onRequest: limitPerIp('unsubscribe', PER_IP),
      schema: { ...schema, body: unsubscribeBodySchema },
    },
    async (request) => {
      const target = open(request.params.token)
      if (!(await suppressAddress(app.db, target.companyId, target.address, 'unsubscribed'))) throw notFound(GONE_UNSUBSCRIBE_LINK)
      return statusOf(target, true)
    },
  )
}
