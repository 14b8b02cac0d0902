import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { agentReviewSchema } from '@/shared/ai/draft'
import {
  activityPageSchema,
  activityQuerySchema,
  agentDetailSchema,
  agentRunSchema,
  agentSchema,
  agentsSummarySchema,
  deployAgentsSchema,
  recommendationSchema,
  signalsPageSchema,
  updateAgentSchema,
} from '@/shared/schemas/agents'
import { errorBodySchema } from '@/shared/schemas/errors'
import { signalsListQuerySchema } from '@/shared/schemas/signal-filters'
import { setTrustLevelSchema, trustViewSchema } from '@/shared/schemas/trust-ladder'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { getAgentDetail, getRun, listActivity } from './agent-activity'
import { getTrustView, setAgentReview, setTrustLevel } from './agent-review'
import { deployAgents, getRecommendations } from './agent-deployment'
import { listAgents, setAgentStatus } from './company-agents'
import { createSignalsLister, getAgentsSummary } from './signal-lists'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

// Every member reads the agents; only the owner changes which run (docs/decisions/082-roles.md).
const member = { access: 'member' } as const
const owner = { access: 'owner' } as const

/** The agent calls, scoped to the caller's company (docs/product.md#deploy, #dashboard; decision 050). */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSignals = createSignalsLister(app.database, app.agentChanges.subscribe)

  app.get(
    '/recommendations',
    { config: member, schema: { response: { 200: z.array(recommendationSchema), ...errors } } },
    async (request) => getRecommendations(app.db, getCompanyId(request)),
  )

  app.get('/', { config: member, schema: { response: { 200: z.array(agentSchema), ...errors } } }, async (request) =>
    listAgents(app.db, getCompanyId(request)),
  )

  app.post(
    '/deploy',
    { config: owner, schema: { body: deployAgentsSchema, response: { 200: z.array(agentSchema), ...errors } } },
    async (request) => deployAgents(app.db, getCompanyId(request), request.body?.agentIds),
  )

  app.get(
    '/signals',
    { config: member, schema: { querystring: signalsListQuerySchema, response: { 200: signalsPageSchema, ...errors } } },
    async (request) => {
      const { limit, cursor, ...filters } = request.query
      return listSignals(getCompanyId(request), limit, cursor, filters)
    },
  )

  app.get('/summary', { config: member, schema: { response: { 200: agentsSummarySchema, ...errors } } }, async (request) =>
    getAgentsSummary(app.db, getCompanyId(request)),
  )

  const agentParams = z.object({ id: z.uuid('Agent not found') })

  app.get('/:id', { config: member, schema: { params: agentParams, response: { 200: agentDetailSchema, ...errors } } }, async (request) =>
    getAgentDetail(app.db, getCompanyId(request), request.params.id),
  )

  app.get(
    '/:id/activity',
    { config: member, schema: { params: agentParams, querystring: activityQuerySchema, response: { 200: activityPageSchema, ...errors } } },
    async (request) => listActivity(app.db, getCompanyId(request), request.params.id, request.query.limit, request.query.cursor),
  )

  app.get(
    '/:id/runs/:runId',
    {
      config: member,
      schema: { params: agentParams.extend({ runId: z.uuid('Run not found') }), response: { 200: agentRunSchema, ...errors } },
    },
    async (request) => getRun(app.db, getCompanyId(request), request.params.id, request.params.runId),
  )

  app.patch(
    '/:id',
    { config: owner, schema: { params: agentParams, body: updateAgentSchema, response: { 200: agentSchema, ...errors } } },
    async (request) => {
      const agent = await setAgentStatus(app.db, app.jobs, getCompanyId(request), request.params.id, request.body.status)
      if (agent.status === 'active') app.agentRuntime.afterActivation(agent.id)
      return agent
    },
  )

  app.patch(
    '/:id/review',
    { config: owner, schema: { params: agentParams, body: agentReviewSchema, response: { 200: agentSchema, ...errors } } },
    async (request) => setAgentReview(app.db, getCompanyId(request), request.params.id, request.body.reviewBeforeSend, getUser(request).id),
  )

  // The trust ladder (docs/decisions/130-trust-ladder.md): the evidence and the moves are the owner's.
  app.get(
    '/:id/trust',
    { config: owner, schema: { params: agentParams, response: { 200: trustViewSchema, ...errors } } },
    async (request) => getTrustView(app.db, getCompanyId(request), request.params.id),
  )

  app.patch(
    '/:id/trust',
    { config: owner, schema: { params: agentParams, body: setTrustLevelSchema, response: { 200: agentSchema, ...errors } } },
    async (request) => setTrustLevel(app.db, getCompanyId(request), request.params.id, request.body.level, getUser(request).id),
  )
}
