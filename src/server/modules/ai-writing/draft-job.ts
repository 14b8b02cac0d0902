import { and, asc, eq, sql } from 'drizzle-orm'
import { findCatalogueAgent } from '@/shared/agents/catalogue'
import { combineMessages } from '@/shared/agents/message-merge'
import { maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { companies, privacyColumns } from '@/server/modules/accounts'
import {
  addAwaitingApprovals,
  agentDrafts,
  demoteOnSpike,
  SHADOW_STEP,
  agents,
  appendRunSteps,
  messageParts,
  notifyAgentChanges,
  sendReadyDrafts,
  threadBefore,
  needsHumanStep,
  readWritingExamples,
  type AgentEmailContext,
} from '@/server/modules/runtime'
import { composeDraft, type ComposedDraft, type ComposeOptions, type DraftToCompose } from './draft-compose'
import { gradeComposed } from './draft-grading'
import { afterModelCalls } from './after-model-calls'
import { personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { knowledgeLines } from '@/shared/ai/knowledge'
import { parseCompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { SHADOW_DRAFT_STATUS } from '@/shared/schemas/trust-ladder'

export type DraftJobContext = ComposeOptions & { db: Db; jobs: JobQueue; mail: AgentEmailContext }

type WritingDraft = Awaited<ReturnType<typeof loadWritingDraft>>

/** The draft with its agent and company, or null when it is no longer being written (a retried job: nothing to do). */
async function loadWritingDraft(db: Db, draftId: string) {
  const [row] = await db
    .select({
      draft: agentDrafts,
      agent: { name: agents.name, display_name: agents.display_name, catalogue_id: agents.catalogue_id },
      privacy: privacyColumns,
      website: companies.website,
      knowledge: companies.knowledge,
      voice: companies.writing_voice,
      guidance: agents.guidance,
    })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .innerJoin(companies, eq(companies.id, agentDrafts.company_id))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.status, 'writing')))
  if (!row) return null
  // Messages that joined it (one message per person): the model writes one e-mail from all of them.
  const parts = await db
    .select()
    .from(agentDrafts)
    .where(eq(agentDrafts.merged_into, draftId))
    .orderBy(asc(agentDrafts.created_at), asc(agentDrafts.id))
  const combined = parts.length ? combineMessages(messageParts([row.draft, ...parts])) : null
  // An answer to a reply is written with the conversation so far (docs/decisions/129-answers-in-the-thread.md).
  const thread = row.draft.reply_to_message_id ? await threadBefore(db, row.draft.reply_to_message_id) : []
  // What the business's edits taught: its latest edited, approved e-mails (docs/decisions/131-approvals-that-teach.md).
  const examples = await readWritingExamples(db, row.draft.agent_id)
  return { ...row, combined, thread, examples }
}

/** The line the run's timeline gets: who wrote the e-mail, and where it went. */
function stepOf(written: ComposedDraft, where: string): string {
  if (written.writer === 'template') return `Used the template: ${written.fallbackReason}; ${where}`
  const { model, latencyMs, inputTokens, outputTokens } = written.call!
  const again = written.rewrittenBecause ? `, the second time after "${written.rewrittenBecause}"` : ''
  return `Wrote the e-mail with ${model} in ${(latencyMs / 1000).toFixed(1)} s (${inputTokens + outputTokens} tokens${again}); ${where}`
}

/**
 * Writes one draft (docs/decisions/106-ai-writing.md): the model is called outside any transaction, then the text, the
 * run's step, the agent's count of awaiting approvals or the e-mail are written in one. The status check makes a
 * retried job, or two at once, write only once.
 */
export async function writeDraft(context: DraftJobContext, draftId: string): Promise<void> {
  const loaded = await loadWritingDraft(context.db, draftId)
  if (!loaded) return
  const { draft, agent, privacy, website } = loaded
  const request: DraftToCompose = {
    companyId: draft.company_id,
    agent: { name: agent.name, role: findCatalogueAgent(agent.catalogue_id)?.agent_type ?? agent.display_name },
    privacy,
    facts: loaded.combined?.facts ?? draft.facts,
    template: loaded.combined
      ? { subject: loaded.combined.subject, text: loaded.combined.text, action: loaded.combined.action }
      : { subject: draft.template_subject, text: draft.template_text, action: draft.action },
    // The business's own facts (docs/decisions/124-company-knowledge.md), as they are when the draft is written.
    knowledge: knowledgeLines(parseCompanyKnowledge(loaded.knowledge), website),
    thread: loaded.thread,
    // The business's voice, the agent's guide, its edited examples and a reviewer's note (docs/decisions/131).
    voice: loaded.voice,
    guidance: loaded.guidance,
    examples: loaded.examples,
    feedback: draft.feedback,
  }
  const written = await composeDraft(context.db, request, context)
  await context.db.transaction((tx) => finishDraft(tx, context, loaded, written, request))
  await afterModelCalls(context, draft.company_id, written)
}

/**
 * The run's cost after this writing: what earlier writings of the draft cost (an outage's, a rewrite's) plus this one's
 * calls; unknown once a call's price is; unchanged when no model was called.
 */
function costAfter(written: ComposedDraft) {
  if (!written.call) return sql`${agentDrafts.cost_micros}`
  if (written.call.costMicros === null) return null
  return sql`coalesce(${agentDrafts.cost_micros}, 0) + ${written.call.costMicros}::int`
}

async function finishDraft(
  tx: Db,
  { jobs, mail }: DraftJobContext,
  { draft, privacy }: NonNullable<WritingDraft>,
  written: ComposedDraft,
  request: DraftToCompose,
) {
  const personal = personalValuesOfFacts(draft.facts)
  const kept = (text: string) => (privacy.dataCollection ? text : maskText(text, personal))
  // A template cannot answer what a person asked: an answer the model could not write waits for a person to write it.
  // A Shadow agent's draft is kept to be read, never sent nor reviewed (docs/decisions/130-trust-ladder.md).
  const needsHuman = !draft.shadow && !!draft.reply_to_message_id && written.writer === 'template'
  const review = !draft.shadow && (draft.review || needsHuman)
  const status = draft.shadow ? SHADOW_DRAFT_STATUS : review ? 'awaiting' : 'scheduled'
  // The revision check: a message that joined meanwhile queued another writing, which writes the e-mail instead.
  const [updated] = await tx
    .update(agentDrafts)
    .set({
      status,
      subject: written.subject,
      body: needsHuman ? '' : written.body,
      review,
      needs_human: needsHuman,
      facts_used: written.factsUsed,
      writer: written.writer,
      fallback_reason: written.fallbackReason === null ? null : kept(written.fallbackReason),
      provider: written.call?.provider ?? null,
      model: written.call?.model ?? null,
      prompt: written.call?.prompt ?? null,
      input_tokens: written.call?.inputTokens ?? null,
      output_tokens: written.call?.outputTokens ?? null,
      latency_ms: written.call?.latencyMs ?? null,
      // What the calls cost, and why the template wrote (docs/decisions/132-cost-in-money.md, 133-provider-outages.md).
      cost_micros: costAfter(written),
      fallback_kind: written.fallbackKind,
      // Graded as written, Shadow drafts too (docs/decisions/134-test-bench.md); an answer left to a person has no text.
      grades: needsHuman ? null : gradeComposed(request, written, kept),
      written_at: sql`now()`,
    })
    .where(and(eq(agentDrafts.id, draft.id), eq(agentDrafts.status, 'writing'), eq(agentDrafts.revision, draft.revision)))
    .returning({ id: agentDrafts.id })
  if (!updated) return

  const step = needsHuman
    ? needsHumanStep(written.fallbackReason ?? undefined)
    : draft.shadow
      ? stepOf(written, SHADOW_STEP)
      : stepOf(written, review ? 'it waits in Approvals' : 'it goes out without review')
  await appendRunSteps(tx, new Map([[draft.run_id, kept(step)]]))
  if (review) await addAwaitingApprovals(tx, new Map([[draft.agent_id, 1]]))
  else if (!draft.shadow) await sendReadyDrafts(tx, jobs, mail, [draft.id])
  // The checks refused the model's text: too many refusals lately move an agent on Autopilot back to Review. A provider
  // that did not answer is not the agent's miss (docs/decisions/133-provider-outages.md).
  if (written.fallbackKind === 'refused') await demoteOnSpike(tx, [draft.agent_id], { jobs, mail })
  await notifyAgentChanges(tx, [{ company_id: draft.company_id, agent_ids: [draft.agent_id], signals: false, approvals: true }])
}
