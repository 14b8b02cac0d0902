import { and, eq } from 'drizzle-orm'
import type { ApproveDraftInput } from '@/shared/ai/draft'
import { editWarning } from '@/shared/ai/edit-check'
import { knowledgeLines } from '@/shared/ai/knowledge'
import { parseCompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { companies } from '@/server/modules/accounts'
import { agentDrafts } from '@/server/modules/runtime'

/** What a reviewer's text would send that the draft's facts and the company's knowledge do not stand behind, or null. */
export async function checkEditedDraft(db: Db, companyId: string, draftId: string, edit: ApproveDraftInput): Promise<string | null> {
  const [draft] = await db
    .select({
      facts: agentDrafts.facts,
      subject: agentDrafts.template_subject,
      text: agentDrafts.template_text,
      action: agentDrafts.action,
      website: companies.website,
      knowledge: companies.knowledge,
    })
    .from(agentDrafts)
    .innerJoin(companies, eq(companies.id, agentDrafts.company_id))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
  if (!draft) throw notFound('Draft not found')
  // Held to the company's knowledge as it is now, as a draft written now would be (docs/decisions/124-company-knowledge.md).
  const knowledge = knowledgeLines(parseCompanyKnowledge(draft.knowledge), draft.website)
  return editWarning(edit, { facts: draft.facts, template: { subject: draft.subject, text: draft.text, action: draft.action } }, knowledge)
}
