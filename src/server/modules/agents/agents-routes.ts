import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  activityPageSchema,
  activityQuerySchema,
  agentDetailSchema,
  agentSchema,
  agentsSummarySchema,
  deployAgentsSchema,
  recommendationSchema,
  signalsPageSchema,
  signalsQuerySchema,
  updateAgentSchema,
} from '@/shared/schemas/agents'
import { errorBodySchema } from '@/shared/schemas/errors'
import { notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { getAgentDetail, listActivity } from './agent-activity'
import { createSignalsLister, deployAgents, getAgentsSummary, getRecommendations, listAgents, setAgentStatus } from './agents'
import type { SessionUser } from '@/server/platform/session/session-plugin'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

function requireCompany(user: SessionUser): string {
  if (!user.company_id) throw notFound('You are not part of a company')
  return user.company_id
}

/** The agent calls, scoped to the caller's company (docs/product.md#deploy, #dashboard; decision 050). */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may call is checked before the request is read or validated: a stranger learns nothing of the schema.
  app.addHook('onRequest', requireUser)
  const listSignals = createSignalsLister(app.database, app.agentChanges.subscribe)

  app.get('/recommendations', { schema: { response: { 200: z.array(recommendationSchema), ...errors } } }, async (request) =>
    getRecommendations(app.db, requireCompany(getUser(request))),
  )

  app.get('/', { schema: { response: { 200: z.array(agentSchema), ...errors } } }, async (request) =>
    listAgents(app.db, requireCompany(getUser(request))),
  )

  app.post('/deploy', { schema: { body: deployAgentsSchema, response: { 200: z.array(agentSchema), ...errors } } }, async (request) =>
    deployAgents(app.db, requireCompany(getUser(request)), request.body?.agentIds),
  )

  app.get('/signals', { schema: { querystring: signalsQuerySchema, response: { 200: signalsPageSchema, ...errors } } }, async (request) =>
    listSignals(requireCompany(getUser(request)), request.query.limit, request.query.cursor),
  )

  app.get('/summary', { schema: { response: { 200: agentsSummarySchema, ...errors } } }, async (request) =>
    getAgentsSummary(app.db, requireCompany(getUser(request))),
  )

  const agentParams = z.object({ id: z.uuid('Agent not found') })

  app.get('/:id', { schema: { params: agentParams, response: { 200: agentDetailSchema, ...errors } } }, async (request) =>
    getAgentDetail(app.db, requireCompany(getUser(request)), request.params.id),
  )

  app.get(
    '/:id/activity',
    { schema: { params: agentParams, querystring: activityQuerySchema, response: { 200: activityPageSchema, ...errors } } },
    async (request) => listActivity(app.db, requireCompany(getUser(request)), request.params.id, request.query.limit, request.query.cursor),
  )

  app.patch(
    '/:id',
    { schema: { params: z.object({ id: z.uuid('Agent not found') }), body: updateAgentSchema, response: { 200: agentSchema, ...errors } } },
    async (request) => {
      const agent = await setAgentStatus(app.db, app.jobs, requireCompany(getUser(request)), request.params.id, request.body.status)
      if (agent.status === 'active') app.agentRuntime.afterActivation(agent.id)
      return agent
    },
  )
}
