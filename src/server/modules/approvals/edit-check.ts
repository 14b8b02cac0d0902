import { and, eq } from 'drizzle-orm'
import type { ApproveDraftInput } from '@/shared/ai/draft'
import { editWarning } from '@/shared/ai/edit-check'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { agentDrafts } from '@/server/modules/runtime'

/** What a reviewer's text would send that the draft's facts do not stand behind, or null; nothing is written. */
export async function checkEditedDraft(db: Db, companyId: string, draftId: string, edit: ApproveDraftInput): Promise<string | null> {
  const [draft] = await db
    .select({
      facts: agentDrafts.facts,
      subject: agentDrafts.template_subject,
      text: agentDrafts.template_text,
      action: agentDrafts.action,
    })
    .from(agentDrafts)
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
  if (!draft) throw notFound('Draft not found')
  return editWarning(edit, { facts: draft.facts, template: { subject: draft.subject, text: draft.text, action: draft.action } })
}
