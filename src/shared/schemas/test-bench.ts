import { z } from 'zod'
import { DRAFT_WRITERS } from '../ai/draft'
import { draftGradesSchema } from '../ai/graders/draft-grades'
import { AI_PROVIDERS } from '../ai/providers'
import { updateCompanyAiSchema } from '../ai/settings'
import { agentGuidanceSchema } from './agent-guidance'
import { companyKnowledgeSchema } from './company-knowledge'
import { writingVoiceSchema } from './writing-voice'

// The test bench (docs/decisions/134-test-bench.md): an owner proposes a change to how the agents write and replays up to
// 50 of the company's recent e-mails through the current and the proposed settings, side by side, before applying it.

/** The most recent e-mails a run replays. */
export const TEST_BENCH_CASES_MAX = 50

const { provider, model, baseUrl, apiKey } = updateCompanyAiSchema.shape

/** A proposed model: as Settings → AI takes it, without the budget. A key omitted keeps the saved one for the same provider. */
export const proposedModelSchema = z
  .strictObject({ provider, model, baseUrl, apiKey })
  .refine((input) => input.provider !== 'openai-compatible' || !!input.baseUrl, {
    path: ['baseUrl'],
    message: 'An OpenAI-compatible server needs its base URL, for example http://ollama.internal:11434/v1',
  })

/** POST /api/test-bench/runs: what to change (one or more), and the agent whose e-mails are replayed (all when none). */
export const startTestBenchSchema = z
  .strictObject({
    agentId: z.uuid('Choose one of your agents').nullable().optional(),
    model: proposedModelSchema.optional(),
    knowledge: companyKnowledgeSchema.optional(),
    voice: writingVoiceSchema.shape.voice.optional(),
    guidance: agentGuidanceSchema.shape.guidance.optional(),
  })
  .refine((input) => input.model || input.knowledge || input.voice !== undefined || input.guidance !== undefined, {
    path: ['model'],
    message: 'Propose a change: a model, your knowledge, your voice or an agent’s style guide',
  })
  .refine((input) => input.guidance === undefined || !!input.agentId, {
    path: ['guidance'],
    message: 'A style guide belongs to one agent: choose the agent',
  })
export type StartTestBenchInput = z.infer<typeof startTestBenchSchema>

export const TEST_BENCH_STATUSES = ['running', 'finished', 'failed', 'applied', 'discarded'] as const
export type TestBenchStatus = (typeof TEST_BENCH_STATUSES)[number]

/** What a run proposes, as shown: never a key, only its last four characters. */
export const proposalViewSchema = z.object({
  model: z
    .object({ provider: z.enum(AI_PROVIDERS), model: z.string(), baseUrl: z.string().nullable(), keyHint: z.string().nullable() })
    .nullable(),
  knowledge: companyKnowledgeSchema.nullable(),
  voice: z.string().nullable().optional(),
  guidance: z.string().nullable().optional(),
})
export type ProposalView = z.infer<typeof proposalViewSchema>

/** One side of a replayed e-mail: what the current or the proposed settings wrote, and at what cost. */
export const benchSideSchema = z.object({
  writer: z.enum(DRAFT_WRITERS),
  /** The model that wrote, or was asked and refused; null when the templates wrote without asking one. */
  model: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Why the template's text stands instead of a model's. */
  fallbackReason: z.string().nullable(),
  grades: draftGradesSchema,
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** In millionths of the price table's currency; null when the model has no price. */
  costMicros: z.number().int().nullable(),
  latencyMs: z.number().int(),
})
export type BenchSide = z.infer<typeof benchSideSchema>

export const BENCH_VERDICTS = ['proposed', 'current', 'tie'] as const
export type BenchVerdict = (typeof BENCH_VERDICTS)[number]

export const benchCaseSchema = z.object({
  position: z.number().int(),
  draftId: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The event or signal replayed, e.g. "lead.created". */
  trigger: z.string().nullable(),
  current: benchSideSchema.nullable(),
  proposed: benchSideSchema.nullable(),
  verdict: z.enum(BENCH_VERDICTS).nullable(),
  /** Who decided: the judge model, or the graders when no judge could. */
  decidedBy: z.enum(['judge', 'graders']).nullable(),
  /** Why the case was not replayed (the e-mail is no longer kept, the budget ran out). */
  skipped: z.string().nullable(),
})
export type BenchCase = z.infer<typeof benchCaseSchema>

const sideTotalsSchema = z.object({
  tokens: z.number().int(),
  /** Null when a model that wrote has no price in the table. */
  costMicros: z.number().int().nullable(),
  /** The mean time one e-mail took to write. */
  averageLatencyMs: z.number().int(),
  /** The share of e-mails each grader passed, 0 to 1. */
  passRates: z.record(z.string(), z.number()),
  /** How many e-mails the model's text was kept for (the rest fell back to the template). */
  modelWritten: z.number().int(),
})

/** A run's headline: the win rate of the proposed settings over the current ones, and each side's totals. */
export const benchSummarySchema = z.object({
  compared: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  /** (wins + ties / 2) / compared; null when nothing was compared. */
  winRate: z.number().nullable(),
  judgedBy: z.string().nullable(),
  /** Why the graders decided instead of a judge, when they did. */
  judgeNote: z.string().nullable(),
  current: sideTotalsSchema,
  proposed: sideTotalsSchema,
  /** What the judge's calls took, on top of both sides'. */
  judge: z.object({ tokens: z.number().int(), costMicros: z.number().int().nullable() }),
  currency: z.string(),
  /** Why the run stopped before the last e-mail, when it did. */
  stoppedBecause: z.string().nullable(),
})
export type BenchSummary = z.infer<typeof benchSummarySchema>

export const testBenchRunSchema = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  status: z.enum(TEST_BENCH_STATUSES),
  proposal: proposalViewSchema,
  casesTotal: z.number().int(),
  casesDone: z.number().int(),
  summary: benchSummarySchema.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type TestBenchRun = z.infer<typeof testBenchRunSchema>

/** GET /api/test-bench/runs/:id: the run and its replayed e-mails in order. */
export const testBenchRunDetailSchema = testBenchRunSchema.extend({ cases: z.array(benchCaseSchema) })
export type TestBenchRunDetail = z.infer<typeof testBenchRunDetailSchema>

/** GET /api/test-bench/runs: the latest runs, newest first, and how many e-mails a new run would replay now. */
export const testBenchRunListSchema = z.object({ runs: z.array(testBenchRunSchema), replayable: z.number().int() })
export type TestBenchRunList = z.infer<typeof testBenchRunListSchema>

export const testBenchRunParamsSchema = z.object({ id: z.uuid('Test run not found') })
export const testBenchListQuerySchema = z.strictObject({ agentId: z.uuid('Agent not found').optional() })
