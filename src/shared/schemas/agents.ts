import { z } from 'zod'
import { CATALOGUE_AGENT_IDS } from '../agents/catalogue'
import { draftGradesSchema } from '../ai/graders/draft-grades'
import { SIGNAL_STATUSES, SIGNALS_PAGE_DEFAULT, SIGNALS_PAGE_MAX } from '../options/signal-list'
import { TRUST_LEVELS } from './trust-ladder'

// Agents, signals and the agent calls: docs/product.md#agent-catalogue, #signals, #deploy and #dashboard; what the
// server really does is decision 050.

export const AGENT_STATUSES = ['active', 'pending', 'paused'] as const
// Defined without zod, so a page can show them without loading it (docs/decisions/097).
export { SIGNAL_STATUSES, SIGNALS_PAGE_DEFAULT, SIGNALS_PAGE_MAX }

const catalogueFields = {
  name: z.string(),
  display_name: z.string(),
  agent_type: z.string(),
  context_id: z.string(),
  intent: z.string(),
  signals: z.array(z.string()),
  tools_used: z.array(z.string()),
  output: z.string(),
  personality: z.string(),
  avatar_color: z.string(),
  description: z.string(),
}

/** GET /api/agents/recommendations: a catalogue agent ranked for the company, with its reasons. */
export const recommendationSchema = z.object({ id: z.enum(CATALOGUE_AGENT_IDS), ...catalogueFields, match_reasons: z.array(z.string()) })
export type Recommendation = z.infer<typeof recommendationSchema>

/** A deployed agent of a company. */
export const agentSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  catalogue_id: z.enum(CATALOGUE_AGENT_IDS),
  ...catalogueFields,
  status: z.enum(AGENT_STATUSES),
  health: z.number().int().min(0).max(100),
  last_activity: z.string().nullable(),
  signals_sent: z.number().int(),
  signals_received: z.number().int(),
  /** Whether its drafts wait in Approvals for a person, and how many wait now (docs/decisions/106-ai-writing.md). */
  review_before_send: z.boolean(),
  /** Its rung on the trust ladder: Shadow, Review or Autopilot (docs/decisions/130-trust-ladder.md). */
  trust_level: z.enum(TRUST_LEVELS),
  awaiting_approvals: z.number().int(),
  created_at: z.string(),
})
export type Agent = z.infer<typeof agentSchema>

/** POST /api/agents/deploy: catalogue ids; no body (or no agentIds) deploys the recommended set. */
export const deployAgentsSchema = z
  .strictObject({
    agentIds: z
      .array(z.string().max(50))
      .min(1, 'Choose at least one agent to deploy')
      .max(CATALOGUE_AGENT_IDS.length * 2),
  })
  // Fastify hands a missing body over as null (the wizard posts none: docs/product.md#deploy).
  .nullish()
export type DeployAgentsInput = z.infer<typeof deployAgentsSchema>

export const updateAgentSchema = z.strictObject({ status: z.enum(['active', 'paused']) })
export type UpdateAgentInput = z.infer<typeof updateAgentSchema>

export const signalSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  from_agent_id: z.string().nullable(),
  to_agent_id: z.string().nullable(),
  signal: z.string(),
  status: z.enum(SIGNAL_STATUSES),
  created_at: z.string(),
  /** The catalogue agent the graph names as receiver, deployed or not (docs/product.md#signals). */
  to_catalogue_id: z.enum(CATALOGUE_AGENT_IDS).nullable(),
  reason: z.string().nullable(),
  depth: z.number().int(),
  processed_at: z.string().nullable(),
  /** Sent while agent data sharing was off: it carried no name or address (docs/decisions/101-privacy-controls.md). */
  personal_data_withheld: z.boolean(),
})
export type Signal = z.infer<typeof signalSchema>

export const signalsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(SIGNALS_PAGE_MAX).default(SIGNALS_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
})

/** A page of signals, newest first; next_cursor is null on the last page. */
export const signalsPageSchema = z.object({ signals: z.array(signalSchema), next_cursor: z.string().nullable() })
export type SignalsPage = z.infer<typeof signalsPageSchema>

/** GET /api/agents/summary inputs the dashboard cannot derive from the lists: hours saved from the questionnaire. */
export const agentsSummarySchema = z.object({ signals_today: z.number().int(), hours_saved_weekly: z.number().int().nullable() })
export type AgentsSummary = z.infer<typeof agentsSummarySchema>

// An agent's runs (its activity) and its detail view (docs/product.md#agent-detail).
export const RUN_STATUSES = ['waiting', 'succeeded', 'failed'] as const
export const ACTIVITY_PAGE_DEFAULT = 20

export const agentRunSchema = z.object({
  id: z.string(),
  trigger: z.string(),
  status: z.enum(RUN_STATUSES),
  depth: z.number().int(),
  summary: z.string().nullable(),
  inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  steps: z.array(z.string()).nullable(),
  error: z.string().nullable(),
  health_after: z.number().int().nullable(),
  event_id: z.string().nullable(),
  signal_id: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** How a language model wrote the run's e-mail, when one did (docs/decisions/106-ai-writing.md); else null. */
  writing: z
    .object({
      draft_id: z.string(),
      status: z.string(),
      writer: z.string().nullable(),
      provider: z.string().nullable(),
      model: z.string().nullable(),
      fallback_reason: z.string().nullable(),
      input_tokens: z.number().int().nullable(),
      output_tokens: z.number().int().nullable(),
      latency_ms: z.number().int().nullable(),
      /** What its model calls cost, in millionths of the price table's currency; null when unknown or none was called. */
      cost_micros: z.number().int().nullable(),
      prompt: z.object({ system: z.string(), user: z.string() }).nullable(),
      /** The graders' verdicts on the text as written (docs/decisions/134-test-bench.md); null before grading began. */
      grades: draftGradesSchema.nullable(),
    })
    .nullable(),
})
export type AgentRun = z.infer<typeof agentRunSchema>

export const activityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(SIGNALS_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
})

/** GET /api/agents/:id/activity: the agent's runs, newest first. */
export const activityPageSchema = z.object({ runs: z.array(agentRunSchema), next_cursor: z.string().nullable() })
export type ActivityPage = z.infer<typeof activityPageSchema>

/** GET /api/agents/:id: the agent, its latest signals each way, and its health after each of its last runs (oldest first). */
export const agentDetailSchema = z.object({
  agent: agentSchema,
  signals_in: z.array(signalSchema),
  signals_out: z.array(signalSchema),
  health_trend: z.array(z.object({ at: z.string(), health: z.number().int() })),
  waiting: z.number().int(),
})
export type AgentDetail = z.infer<typeof agentDetailSchema>
