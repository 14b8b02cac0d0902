import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_EXCERPT_LENGTH, type ConversationsPage } from '@/shared/schemas/contacts'
import type { Db } from '@/server/platform/db/client'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import { agents, contacts, conversationMessages, conversations } from '@/server/modules/runtime'
import { agentColumns } from './contact-facts'

/** The start of a message on one line, at most MESSAGE_EXCERPT_LENGTH characters with its ellipsis. */
function excerptOf(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim())
  if (characters.length <= MESSAGE_EXCERPT_LENGTH) return characters.join('')
  return `${characters
    .slice(0, MESSAGE_EXCERPT_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}

/**
 * The company's conversations, the one with the newest message first (a keyset on conversations_company_last_message_idx),
 * each with its contact, agent and last message.
 */
export async function listConversations(db: Db, companyId: string, cursor?: string): Promise<ConversationsPage> {
  const after = cursor ? decodeCursor(cursor, TIMESTAMP_CURSOR) : null
  const rows = await db
    .select({
      conversation: conversations,
      contact: { id: contacts.id, address: contacts.address },
      agent: agentColumns,
      stamp: sql<string>`${conversations.last_message_at}::text`,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contact_id))
    .innerJoin(agents, eq(agents.id, conversations.agent_id))
    .where(
      and(
        eq(conversations.company_id, companyId),
        after
          ? or(
              lt(conversations.last_message_at, sql`${after[0]}::timestamptz`),
              and(eq(conversations.last_message_at, sql`${after[0]}::timestamptz`), sql`${conversations.id} > ${after[1]}::uuid`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.last_message_at), asc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1)
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE)
  const ids = page.map((row) => row.conversation.id)
  // Each conversation's latest message, read by conversation_messages_conversation_created_idx; only the start of its
  // text leaves the database (a reply may quote a long history).
  const lastMessages = ids.length
    ? await db
        .selectDistinctOn([conversationMessages.conversation_id], {
          conversationId: conversationMessages.conversation_id,
          direction: conversationMessages.direction,
          kind: conversationMessages.kind,
          start: sql<string>`left(${conversationMessages.text}, ${MESSAGE_EXCERPT_LENGTH * 4})`,
          created_at: conversationMessages.created_at,
        })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.company_id, companyId), inArray(conversationMessages.conversation_id, ids)))
        .orderBy(conversationMessages.conversation_id, desc(conversationMessages.created_at), desc(conversationMessages.id))
    : []
  const last = page.at(-1)
  return {
    items: page.map(({ conversation, contact, agent }) => {
      const message = lastMessages.find((entry) => entry.conversationId === conversation.id)
      return {
        id: conversation.id,
        contact,
        agent,
        subject: conversation.subject,
        last_message: message
          ? {
              direction: message.direction,
              kind: message.kind,
              excerpt: excerptOf(message.start),
              created_at: message.created_at.toISOString(),
            }
          : null,
        last_message_at: conversation.last_message_at.toISOString(),
      }
    }),
    next_cursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? encodeCursor(last.stamp, last.conversation.id) : null,
  }
}
