import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, textArray } from '@/server/platform/db/raw-sql'
import { newReplyToken, replyAddress } from '@/server/platform/mail/reply-address'
import type { MailThreading } from '@/server/platform/mail/threading'
import { conversationMessages } from './conversations-schema'

// Conversations (docs/decisions/128-conversations.md): each address the company's agents write to is a contact, and an
// agent's e-mails to one contact are one thread with a reply address of its own, so a reply finds its way back.

/** How many earlier Message-IDs an e-mail's References carries: enough for mail programs to thread it. */
const REFERENCES_KEPT = 10

/** Records each address as a contact of the company (seen now), creating those it did not know. */
export async function noteContacts(tx: Db, companyId: string, addresses: string[]): Promise<void> {
  const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))]
  if (unique.length === 0) return
  await tx.execute(sql`
    insert into contacts (company_id, address)
    select ${companyId}::uuid, address from unnest(${textArray(unique)}) as address
    on conflict (company_id, address) do update set last_seen_at = now()`)
}

export type OutgoingThread = {
  conversationId: string
  /** Where a reply goes: reply+<token>@<reply domain>, when replies come back to the product. */
  replyAddress: string | null
  thread: { messageId: string; inReplyTo?: string; references?: string[] }
}

/**
 * The conversation an agent's e-mail to `to` belongs to (made on its first e-mail), and the headers that thread it: a
 * new Message-ID, and the conversation's last message and earlier ones as In-Reply-To and References.
 */
export async function threadFor(
  tx: Db,
  threading: MailThreading,
  email: { companyId: string; agentId: string; to: string; subject: string },
): Promise<OutgoingThread> {
  const address = email.to.trim().toLowerCase()
  await noteContacts(tx, email.companyId, [address])
  const [conversation] = rowsOf<{ id: string; reply_token: string }>(
    await tx.execute(sql`
      insert into conversations (company_id, contact_id, agent_id, reply_token, subject)
      select ${email.companyId}::uuid, c.id, ${email.agentId}::uuid, ${newReplyToken()}, ${email.subject}
      from contacts c where c.company_id = ${email.companyId}::uuid and c.address = ${address}
      on conflict (contact_id, agent_id) do update set last_message_at = now()
      returning id, reply_token`),
  )
  const earlier = rowsOf<{ message_id: string }>(
    await tx.execute(sql`
      select message_id from conversation_messages
      where conversation_id = ${conversation!.id} and kind in ('agent', 'reply')
      order by created_at desc, id desc limit ${REFERENCES_KEPT}`),
  )
    .map((row) => row.message_id)
    .reverse()
  return {
    conversationId: conversation!.id,
    replyAddress: threading.replyDomain ? replyAddress(conversation!.reply_token, threading.replyDomain) : null,
    thread: {
      messageId: `${randomUUID()}@${threading.messageIdDomain}`,
      ...(earlier.length ? { inReplyTo: earlier.at(-1)!, references: earlier } : {}),
    },
  }
}

/** The agent's e-mail as the conversation keeps it, once it is in the outbox. */
export async function recordOutgoing(
  tx: Db,
  threading: MailThreading,
  sent: { companyId: string; thread: OutgoingThread; emailId: string; draftId: string; subject: string; text: string },
): Promise<void> {
  await tx.insert(conversationMessages).values({
    company_id: sent.companyId,
    conversation_id: sent.thread.conversationId,
    direction: 'out',
    kind: 'agent',
    message_id: sent.thread.thread.messageId,
    email_message_id: sent.emailId,
    draft_id: sent.draftId,
    from_address: sent.thread.replyAddress ?? threading.fromAddress,
    subject: sent.subject,
    text: sent.text,
  })
}
