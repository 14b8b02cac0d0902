import { asc, eq } from 'drizzle-orm'
import { combineMessages } from '@/shared/agents/message-merge'
import type { Db } from '@/server/platform/db/client'
import { agentDrafts } from './drafts-schema'
import { messageParts } from './message-parts'

/**
 * The playbook's e-mail a reviewer chose to send instead of a rejected draft (docs/decisions/131-approvals-that-teach.md):
 * its template, or, when other messages joined it, the templates combined as one e-mail, as the template writer would
 * (docs/decisions/127-one-message-per-person.md).
 */
export async function playbookEmailOf(tx: Db, draftId: string): Promise<{ subject: string; text: string; action: string | null }> {
  const [draft] = await tx.select().from(agentDrafts).where(eq(agentDrafts.id, draftId))
  if (!draft) throw new Error(`Draft ${draftId} is gone`)
  const parts = await tx
    .select()
    .from(agentDrafts)
    .where(eq(agentDrafts.merged_into, draftId))
    .orderBy(asc(agentDrafts.created_at), asc(agentDrafts.id))
  if (parts.length === 0) return { subject: draft.template_subject, text: draft.template_text, action: draft.action }
  const combined = combineMessages(messageParts([draft, ...parts]))
  return { subject: combined.subject, text: combined.text, action: combined.action }
}
