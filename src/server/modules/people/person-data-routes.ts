import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import {
  PERSON_DATA_KINDS,
  personDataDeletedSchema,
  personDataLookupSchema,
  personDataRequestSchema,
  type PersonDataKind,
  type PersonDataLookup,
} from '@/shared/schemas/person-data'
import { badRequest } from '@/server/platform/http/http-errors'
import { countAgainstLimit, limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { deletePersonData, findPersonData, hasAccount, type PersonData } from './person-data'
import { personDataRequests } from './schema'

// The token is the only credential, so guesses are limited per client address; a leaked link is limited per address
// it names, counted by its keyed hash so that no counter holds the address (docs/decisions/104-a-persons-data.md).
const PER_IP: Limit = { max: 30, windowMs: 15 * 60_000 }
const PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60_000 }

export const INVALID_LINK = 'This link is not valid. Open it again from the e-mail, or use the link in a newer e-mail from us.'
export const EXPIRED_LINK = 'This link has expired. Every e-mail we send you has a fresh link: open the one in the newest e-mail.'

/** What companies' agents hold: the page says how many companies, never which (docs/product.md#my-data). */
const HELD_BY_COMPANIES: ReadonlySet<PersonDataKind> = new Set([
  'agent_events',
  'agent_runs',
  'signals',
  'agent_outputs',
  'contacts',
  'conversations',
  'conversation_messages',
])

const countsOf = (found: PersonData) => Object.fromEntries(PERSON_DATA_KINDS.map((kind) => [kind, found.rows[kind].length]))
const iso = (value: Date | string) => new Date(value).toISOString()

function summarise(found: PersonData): PersonDataLookup['kinds'] {
  return PERSON_DATA_KINDS.map((kind) => {
    const rows = found.rows[kind]
    const times = rows.map((row) => new Date(row.at).getTime()).sort((a, b) => a - b)
    const companies = new Set(rows.flatMap((row) => (row.company_id ? [row.company_id] : [])))
    return {
      kind,
      count: rows.length,
      first_at: times.length > 0 ? iso(new Date(times[0]!)) : null,
      last_at: times.length > 0 ? iso(new Date(times.at(-1)!)) : null,
      ...(HELD_BY_COMPANIES.has(kind) ? { companies: companies.size } : {}),
    }
  })
}

/** What a person can see and delete about their own address, by the signed link in any e-mail to it (docs/product.md#my-data). */
export const personDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.personDataLinks

  /** The address the request's token names, or the 400 that tells the page why not; counted per address. */
  async function verifiedAddress(request: FastifyRequest, token: string): Promise<{ address: string; expiresAt: Date }> {
    const verified = links.verify(token)
    if (verified.status === 'invalid') throw badRequest(INVALID_LINK, [{ path: 'token', message: 'invalid' }])
    if (verified.status === 'expired') throw badRequest(EXPIRED_LINK, [{ path: 'token', message: 'expired' }])
    await countAgainstLimit(request, `my-data:address:${links.hashAddress(verified.address)}`, PER_ADDRESS)
    return verified
  }

  const options = (name: string, ok: typeof personDataLookupSchema | typeof personDataDeletedSchema) => ({
    config: { access: 'public' as const },
    onRequest: limitPerIp(`my-data-${name}`, PER_IP),
    schema: { body: personDataRequestSchema, response: { 200: ok, 400: errorBodySchema, 429: errorBodySchema } },
  })

  app.post('/lookup', options('lookup', personDataLookupSchema), async (request, reply) => {
    const { address, expiresAt } = await verifiedAddress(request, request.body.token)
    const found = await findPersonData(app.db, address)
    await app.db.insert(personDataRequests).values({ kind: 'lookup', address_hash: links.hashAddress(address), counts: countsOf(found) })
    return reply.header('cache-control', 'no-store').send({
      email: address,
      link_expires_at: expiresAt.toISOString(),
      kinds: summarise(found),
      has_account: await hasAccount(app.db, address),
    })
  })

  app.post('/delete', options('delete', personDataDeletedSchema), async (request, reply) => {
    const { address } = await verifiedAddress(request, request.body.token)
    // One transaction: a deletion that fails half-way removes nothing, and the record exists iff the deletion happened.
    const counts = await app.db.transaction(async (tx) => {
      const found = await findPersonData(tx, address)
      await deletePersonData(tx, found)
      const removed = countsOf(found)
      await tx.insert(personDataRequests).values({ kind: 'delete', address_hash: links.hashAddress(address), counts: removed })
      return removed
    })
    return reply.header('cache-control', 'no-store').send({
      email: address,
      removed: PERSON_DATA_KINDS.map((kind) => ({ kind, count: counts[kind] ?? 0 })),
    })
  })
}
