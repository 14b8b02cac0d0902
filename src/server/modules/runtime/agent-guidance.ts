import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { DraftFact } from '@/shared/ai/facts'
import { addLesson, normaliseGuide, type GuideLesson } from '@/shared/ai/guidance'
import { EXAMPLES_MAX, exampleOf, hidePerson, type WritingExample } from '@/shared/ai/prompt-examples'
import type { AgentGuidanceView } from '@/shared/schemas/agent-guidance'
import { users } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { agents } from './agents-schema'
import { agentDrafts } from './drafts-schema'

// An agent's style guide and the e-mails the business edited (docs/decisions/131-approvals-that-teach.md): what reviewers'
// decisions teach it, what the owner writes, and the examples its prompt shows.

/** What a masked address holds (`maskEmail`: "a•••@•••.example"). */
const MASK_MARK = '•••'

/** Approved drafts a reviewer edited, newest decision first: the examples of the agent's prompt. */
const editedApproved = (agentId: string) =>
  and(
    eq(agentDrafts.agent_id, agentId),
    eq(agentDrafts.edited, true),
    isNotNull(agentDrafts.decided_by),
    inArray(agentDrafts.status, ['approved', 'scheduled']),
    // An answer a person wrote from an empty box is theirs, not an edit of the agent's e-mail.
    eq(agentDrafts.needs_human, false),
    // Masked once sent (the company keeps only what a run needs, maskSentDraft): its facts no longer say who the person
    // was, so a first name left in its text could not be hidden. Such a draft is no example.
    sql`position(${MASK_MARK} in ${agentDrafts.to}) = 0`,
  )

/** Up to EXAMPLES_MAX of the agent's edited, approved e-mails as its prompt shows them, the other person hidden. */
export async function readWritingExamples(db: Db, agentId: string): Promise<WritingExample[]> {
  const rows = await db
    .select({ to: agentDrafts.to, subject: agentDrafts.subject, body: agentDrafts.body, facts: agentDrafts.facts })
    .from(agentDrafts)
    .where(editedApproved(agentId))
    .orderBy(desc(agentDrafts.decided_at), desc(agentDrafts.id))
    .limit(EXAMPLES_MAX)
  return rows.map((row) => exampleOf({ to: row.to, subject: row.subject ?? '', body: row.body ?? '', facts: row.facts }))
}

/** The agent's guide as its page shows it; another company's agent is not found. */
export async function readGuidance(db: Db, companyId: string, agentId: string): Promise<AgentGuidanceView> {
  const [row] = await db
    .select({
      guidance: agents.guidance,
      updatedAt: agents.guidance_updated_at,
      updatedBy: sql<string | null>`coalesce(${users.full_name}, ${users.username})`,
    })
    .from(agents)
    .leftJoin(users, eq(users.id, agents.guidance_updated_by))
    .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
  if (!row) throw notFound('Agent not found')
  const [examples] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agentDrafts)
    .where(editedApproved(agentId))
  return {
    guidance: row.guidance,
    updated_at: row.updatedAt?.toISOString() ?? null,
    updated_by: row.updatedBy,
    examples: Math.min(Number(examples?.count ?? 0), EXAMPLES_MAX),
  }
}

/** The owner's guide, saved whole ('' clears it), with who saved it and when; the agent's next e-mail is written with it. */
export async function saveGuidance(
  db: Db,
  { companyId, agentId, userId, guidance }: { companyId: string; agentId: string; userId: string; guidance: string },
): Promise<AgentGuidanceView> {
  const [saved] = await db
    .update(agents)
    .set({ guidance: normaliseGuide(guidance), guidance_updated_at: sql`now()`, guidance_updated_by: userId })
    .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
    .returning({ id: agents.id })
  if (!saved) throw notFound('Agent not found')
  return readGuidance(db, companyId, agentId)
}

/**
 * A reviewer's rejection reason or rewrite note as a line of the agent's guide (`addLesson`), in the transaction that
 * records the decision. The draft's person is hidden first: the guide goes with every later e-mail, to other people.
 * The agent's row is locked, so two decisions at once each add their line.
 */
export async function learnFromReview(
  tx: Db,
  { agentId, lesson, text, person }: { agentId: string; lesson: GuideLesson; text: string; person: { to: string; facts: DraftFact[] } },
): Promise<void> {
  const [row] = await tx.select({ guidance: agents.guidance }).from(agents).where(eq(agents.id, agentId)).for('update')
  if (!row) return
  const next = addLesson(row.guidance, lesson, hidePerson(text, person))
  if (next === null) return
  await tx
    .update(agents)
    .set({ guidance: next, guidance_updated_at: sql`now()`, guidance_updated_by: null })
    .where(eq(agents.id, agentId))
}
