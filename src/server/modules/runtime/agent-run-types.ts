import type { AgentIdentity } from '@/shared/schemas/agent-identity'
import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { FinishedRunStatus } from '@/shared/agents/health'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { WriterDecision } from '@/shared/ai/writer'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import type { AgentEmailContext } from './agent-email'
import type { PlannedDraft } from './person-messages'
import { signals } from './agents-schema'
import { agentRuns } from './schema'
import type { TrustLevel } from '@/shared/schemas/trust-ladder'

// The shapes a run is planned in, shared by the writer and the files that turn a run into e-mails and webhook bodies.

/** A run's output for the company's webhook (docs/product.md#agent-outputs): its body is agent-webhook-body.ts's. */
export type AgentWebhookInput = { companyId: string; runId: string; url: string; body: object }

/**
 * Records runs' outputs for delivery to their companies' webhooks in the runs' transaction `tx`. The company-webhooks
 * module delivers them; app.ts hands its enqueue to the runtime, which imports no module above it.
 */
export type EnqueueAgentWebhooks = (jobs: JobQueue, tx: Db, inputs: AgentWebhookInput[]) => Promise<void>

/** What the runtime is given at start (runtime-plugin.ts): what its e-mails need, and where its outputs go. */
export type RuntimeContext = AgentEmailContext & { enqueueAgentWebhooks: EnqueueAgentWebhooks }

/** One agent acting on one event or signal. */
export type Work = {
  agentId: string
  dedupeKey: string
  /** Null when the event could not be read back (it was checked at acceptance): the run fails with `error`. */
  trigger: PlaybookTrigger | null
  triggerName: string
  depth: number
  eventId?: string
  signalId?: string
  /** The reply an `email.replied` event stands for: the run's e-mail answers it in its thread. */
  reply?: ReplyWork
}

/** A reply to answer: the conversation message, and whether a person must see the answer whatever the agent's setting. */
export type ReplyWork = { messageId: string; reviewRequired: boolean }

/** What a run needs of its agent and company. */
export type ActingAgent = {
  id: string
  company_id: string
  catalogue_id: CatalogueAgentId
  name: string
  display_name: string
  webhookUrl: string | null
  /** The company's website: where the buttons of its agents' e-mails lead (docs/decisions/094). */
  website: string | null
  /** How the company's agents appear to the people they write to (docs/decisions/120-agents-speak-for-the-business.md). */
  identity: AgentIdentity
  /** The company's privacy controls, read with its agents once per batch (docs/decisions/101-privacy-controls.md). */
  privacy: PrivacyControls
  /** Whether a model's drafts wait in Approvals (docs/decisions/106-ai-writing.md). */
  review_before_send: boolean
  /** Shadow: its e-mails are written and checked but never sent (docs/decisions/130-trust-ladder.md). */
  trust_level: TrustLevel
  /** Who writes the company's e-mails; absent: the templates. */
  writer?: WriterDecision
}

type RunRow = typeof agentRuns.$inferInsert
type SignalRow = typeof signals.$inferInsert

/** A finished run and everything it causes, decided before anything is written. */
export type PlannedRun = {
  agent: ActingAgent
  work: Work
  run: RunRow & { id: string; status: FinishedRunStatus }
  signals: (SignalRow & { id: string })[]
  /** The run's e-mail as a draft: the template's text, or the facts a model writes it from (then sent or reviewed). */
  draft: PlannedDraft | null
  webhook: AgentWebhookInput | null
}
