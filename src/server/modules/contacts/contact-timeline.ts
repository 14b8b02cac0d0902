import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  CONTACT_TIMELINE_LIMIT,
  type ContactDetail,
  type MessageKind,
  type TimelineDraft,
  type TimelineItem,
  type TimelineMessage,
} from '@/shared/schemas/contacts'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { isUuid } from '@/server/platform/http/page-cursor'
import { companySuppressions } from '@/server/modules/accounts'
import {
  agentDrafts,
  agents,
  contacts,
  conversationMessages,
  conversations,
  type MessageKind as StoredKind,
} from '@/server/modules/runtime'
import { agentColumns, describeContacts, draftAddress } from './contact-facts'

// Every kind the runtime stores is one the API describes: a kind added there fails to compile here until it is added
// to the shared schema, instead of failing the response.
const toKind = (kind: StoredKind): MessageKind => kind

const mergedInto = alias(agentDrafts, 'merged_into_draft')

/**
 * One of the company's contacts and its timeline, newest first: the e-mails of its conversations either way, the drafts
 * to its address, and its place on the suppression list. Each source reads at most the limit, so the merged timeline
 * holds the latest CONTACT_TIMELINE_LIMIT items whichever source they come from. Another company's contact, or an id
 * that is not a uuid at all, is not found.
 */
export async function getContact(db: Db, companyId: string, id: string): Promise<ContactDetail> {
  const contactId = id.toLowerCase()
  if (!isUuid(contactId)) throw notFound('Contact not found')
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.company_id, companyId)))
  if (!row) throw notFound('Contact not found')

  const [described, messages, drafts, suppression] = await Promise.all([
    describeContacts(db, companyId, [row]),
    readMessages(db, companyId, contactId),
    readDrafts(db, companyId, row.address),
    db
      .select({ reason: companySuppressions.reason, created_at: companySuppressions.created_at })
      .from(companySuppressions)
      .where(and(eq(companySuppressions.company_id, companyId), eq(companySuppressions.address, row.address))),
  ])
  const optOut: TimelineItem[] = suppression.map((entry) => ({ type: 'opt-out', at: entry.created_at.toISOString(), reason: entry.reason }))
  const items = [...messages, ...drafts, ...optOut].sort((a, b) => b.at.localeCompare(a.at))
  return {
    contact: described[0]!,
    timeline: items.slice(0, CONTACT_TIMELINE_LIMIT),
    truncated: items.length > CONTACT_TIMELINE_LIMIT,
  }
}

async function readMessages(db: Db, companyId: string, contactId: string): Promise<TimelineMessage[]> {
  const rows = await db
    .select({ message: conversationMessages, agent: agentColumns })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversation_id))
    .innerJoin(agents, eq(agents.id, conversations.agent_id))
    .where(and(eq(conversations.company_id, companyId), eq(conversations.contact_id, contactId)))
    .orderBy(desc(conversationMessages.created_at), desc(conversationMessages.id))
    .limit(CONTACT_TIMELINE_LIMIT + 1)
  return rows.map(({ message, agent }) => ({
    type: 'message',
    id: message.id,
    at: message.created_at.toISOString(),
    conversation_id: message.conversation_id,
    agent,
    direction: message.direction,
    kind: toKind(message.kind),
    subject: message.subject,
    text: message.text,
    full_text: message.direction === 'in' ? message.full_text : null,
    from_address: message.from_address,
    from_stranger: message.from_stranger,
    authentication: message.authentication,
    attachments: message.attachments,
    draft_id: message.draft_id,
  }))
}

async function readDrafts(db: Db, companyId: string, address: string): Promise<TimelineDraft[]> {
  const rows = await db
    .select({
      draft: {
        id: agentDrafts.id,
        status: agentDrafts.status,
        subject: sql<string>`coalesce(${agentDrafts.subject}, ${agentDrafts.template_subject})`,
        run_id: agentDrafts.run_id,
        created_at: agentDrafts.created_at,
      },
      agent: agentColumns,
      merged: { id: mergedInto.id, subject: sql<string | null>`coalesce(${mergedInto.subject}, ${mergedInto.template_subject})` },
    })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .leftJoin(mergedInto, eq(mergedInto.id, agentDrafts.merged_into))
    .where(and(eq(agentDrafts.company_id, companyId), eq(draftAddress, address)))
    .orderBy(desc(agentDrafts.created_at), desc(agentDrafts.id))
    .limit(CONTACT_TIMELINE_LIMIT + 1)
  return rows.map(({ draft, agent, merged }) => ({
    type: 'draft',
    id: draft.id,
    at: draft.created_at.toISOString(),
    agent,
    status: draft.status,
    subject: draft.subject,
    run_id: draft.run_id,
    merged_into: merged?.id ? { id: merged.id, subject: merged.subject ?? '' } : null,
  }))
}
