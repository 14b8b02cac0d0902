import { and, eq, sql } from 'drizzle-orm'
import { findCatalogueAgent } from '@/shared/agents/catalogue'
import { maskEmail, maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { companies, findCompaniesHoldingMail, identityColumns, privacyColumns, toAgentIdentity } from '@/server/modules/accounts'
import { agentDrafts, agentRuns, agents, notifyAgentChanges, renderAgentEmail, type AgentEmailContext } from '@/server/modules/runtime'
import { composeDraft, type ComposedDraft, type ComposeOptions } from './draft-compose'
import { maskSentDraft, personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { knowledgeLines } from '@/shared/ai/knowledge'
import { parseCompanyKnowledge } from '@/shared/schemas/company-knowledge'

export type DraftJobContext = ComposeOptions & { db: Db; jobs: JobQueue; mail: AgentEmailContext }

type WritingDraft = Awaited<ReturnType<typeof loadWritingDraft>>

/** The draft with its agent and company, or null when it is no longer being written (a retried job: nothing to do). */
async function loadWritingDraft(db: Db, draftId: string) {
  const [row] = await db
    .select({
      draft: agentDrafts,
      agent: { name: agents.name, display_name: agents.display_name, catalogue_id: agents.catalogue_id },
      website: companies.website,
      privacy: privacyColumns,
      identity: identityColumns,
      knowledge: companies.knowledge,
    })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .innerJoin(companies, eq(companies.id, agentDrafts.company_id))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.status, 'writing')))
  return row ?? null
}

/** The line the run's timeline gets: who wrote the e-mail, and where it went. */
function stepOf(written: ComposedDraft, review: boolean): string {
  const where = review ? 'it waits in Approvals' : 'it was sent without review'
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
  const written = await composeDraft(
    context.db,
    {
      companyId: draft.company_id,
      agent: { name: agent.name, role: findCatalogueAgent(agent.catalogue_id)?.agent_type ?? agent.display_name },
      privacy,
      facts: draft.facts,
      template: { subject: draft.template_subject, text: draft.template_text, action: draft.action },
      // The business's own facts (docs/decisions/124-company-knowledge.md), as they are when the draft is written.
      knowledge: knowledgeLines(parseCompanyKnowledge(loaded.knowledge), website),
    },
    context,
  )
  await context.db.transaction((tx) => finishDraft(tx, context, loaded, written))
}

async function finishDraft(
  tx: Db,
  { jobs, mail }: DraftJobContext,
  { draft, agent, website, privacy, identity }: NonNullable<WritingDraft>,
  written: ComposedDraft,
) {
  const personal = personalValuesOfFacts(draft.facts)
  const kept = (text: string) => (privacy.dataCollection ? text : maskText(text, personal))
  const sendNow = !draft.review
  // Sent without review by a company that keeps only what a run needs: the draft keeps no personal value either.
  const stored = sendNow && !privacy.dataCollection ? maskSentDraft({ ...draft, subject: written.subject, body: written.body }) : null
  const [updated] = await tx
    .update(agentDrafts)
    .set({
      status: sendNow ? 'sent' : 'awaiting',
      subject: stored?.subject ?? written.subject,
      body: stored?.body ?? written.body,
      to: stored?.to ?? draft.to,
      template_subject: stored?.template_subject ?? draft.template_subject,
      template_text: stored?.template_text ?? draft.template_text,
      facts: stored?.facts ?? draft.facts,
      facts_used: written.factsUsed,
      writer: written.writer,
      fallback_reason: written.fallbackReason === null ? null : kept(written.fallbackReason),
      provider: written.call?.provider ?? null,
      model: written.call?.model ?? null,
      prompt: written.call?.prompt ?? null,
      input_tokens: written.call?.inputTokens ?? null,
      output_tokens: written.call?.outputTokens ?? null,
      latency_ms: written.call?.latencyMs ?? null,
      written_at: sql`now()`,
      ...(sendNow ? { decided_at: sql`now()` } : {}),
    })
    .where(and(eq(agentDrafts.id, draft.id), eq(agentDrafts.status, 'writing')))
    .returning({ id: agentDrafts.id })
  if (!updated) return

  const steps = [kept(stepOf(written, draft.review))]
  if (sendNow) {
    const message = renderAgentEmail(
      mail,
      { name: agent.name, website, identity: toAgentIdentity(identity) },
      { to: draft.to, subject: written.subject, text: written.body, ...(draft.action ? { action: draft.action } : {}) },
    )
    const keptAfterSend = privacy.dataCollection ? undefined : { to: maskEmail(draft.to), subject: maskText(written.subject, personal) }
    const held = (await findCompaniesHoldingMail(tx, [draft.company_id])).has(draft.company_id)
    const [outcome] = await enqueueEmails(jobs, tx, [
      { message, key: `run:${draft.run_id}`, companyId: draft.company_id, held, keptAfterSend },
    ])
    const to = keptAfterSend?.to ?? draft.to
    if (outcome?.status === 'over-limit') steps.push(`E-mail to ${to} not sent: ${dailyLimitMessage(jobs.companyEmailsPerDay)}`)
    if (outcome?.status === 'held') steps.push(`E-mail to ${to} held until someone in your company confirms their e-mail address`)
  } else {
    await tx
      .update(agents)
      .set({ awaiting_approvals: sql`${agents.awaiting_approvals} + 1` })
      .where(eq(agents.id, draft.agent_id))
  }
  await tx
    .update(agentRuns)
    .set({ steps: sql`coalesce(${agentRuns.steps}, '[]'::jsonb) || ${JSON.stringify(steps)}::jsonb` })
    .where(eq(agentRuns.id, draft.run_id))
  await notifyAgentChanges(tx, [{ company_id: draft.company_id, agent_ids: [draft.agent_id], signals: false, approvals: true }])
}
