import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import {
  startTestBenchSchema,
  testBenchListQuerySchema,
  testBenchRunDetailSchema,
  testBenchRunListSchema,
  testBenchRunParamsSchema,
} from '@/shared/schemas/test-bench'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { applyRun } from './bench-apply'
import { countReplayable, discardRun, listRuns, readRun, startRun } from './bench-runs'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
}

// Each run writes up to a hundred drafts and asks a judge about each pair: twenty a day is far more than an owner trying
// changes needs, and a burst of starts cannot begin more (docs/decisions/076, docs/decisions/134-test-bench.md).
export const TEST_RUNS_PER_COMPANY: Limit = { max: 20, windowMs: 24 * 60 * 60_000 }

export type TestBenchRoutesOptions = { encryptionKey: Buffer | null; policy: AddressPolicy }

/**
 * The test bench (docs/decisions/134-test-bench.md): only the owner, who decides how the agents write, proposes a change,
 * reads its replays and applies or discards it (docs/decisions/082-roles.md); another company's run is not found.
 */
export const testBenchRoutes: FastifyPluginAsyncZod<TestBenchRoutesOptions> = async (app, { encryptionKey, policy }) => {
  const who = (request: Parameters<typeof getCompanyId>[0]) => ({ companyId: getCompanyId(request), userId: getUser(request).id })
  const detail = { 200: testBenchRunDetailSchema, ...errors }

  app.get(
    '/runs',
    {
      config: { access: 'owner' },
      schema: { querystring: testBenchListQuerySchema, response: { 200: testBenchRunListSchema, ...errors } },
    },
    async (request) => {
      const companyId = getCompanyId(request)
      const { agentId } = request.query
      return { runs: await listRuns(app.db, companyId, agentId), replayable: await countReplayable(app.db, companyId, agentId) }
    },
  )

  app.post(
    '/runs',
    { config: { access: 'owner' }, schema: { body: startTestBenchSchema, response: { 201: testBenchRunDetailSchema, ...errors } } },
    async (request, reply) => {
      const { companyId } = who(request)
      // The slot is taken before the proposal is checked or a draft is read (docs/decisions/076).
      await countAgainstLimit(request, `test-bench:company:${companyId}`, TEST_RUNS_PER_COMPANY)
      return reply.status(201).send(await startRun(app.db, app.jobs, who(request), request.body, { encryptionKey, policy }))
    },
  )

  app.get('/runs/:id', { config: { access: 'owner' }, schema: { params: testBenchRunParamsSchema, response: detail } }, async (request) =>
    readRun(app.db, getCompanyId(request), request.params.id),
  )

  app.post(
    '/runs/:id/apply',
    { config: { access: 'owner' }, schema: { params: testBenchRunParamsSchema, response: detail } },
    async (request) => applyRun(app.db, who(request), request.params.id, { policy }),
  )

  app.post(
    '/runs/:id/discard',
    { config: { access: 'owner' }, schema: { params: testBenchRunParamsSchema, response: detail } },
    async (request) => discardRun(app.db, getCompanyId(request), request.params.id),
  )
}
