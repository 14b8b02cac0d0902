import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { MessageKind } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'

// Conversations' rows (src/server/modules/runtime/conversations-schema.ts) written directly, as the privacy controls'
// tests need them: the export, the erase, a person's data and retention read them whoever wrote them.

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** A reply token shaped as a conversation's: 26 characters of lowercase base32. */
export const testReplyToken = () => Array.from(randomBytes(26), (byte) => BASE32[byte % 32]).join('')

/** An agent's e-mail to the contact (`out`) or one that came back (`in`, from the contact unless `from` says otherwise). */
export type TestMessage = { direction: 'out' | 'in'; from?: string; at?: Date; text?: string }

export type TestConversation = { contactId: string; conversationId: string; replyToken: string; messageIds: string[] }

const AGENT_ADDRESS = 'agents@agentworks.example'

/**
 * The contact of `address` in the company (made, or found with its times moved to `at`), one conversation of `agentId`
 * with it, and its messages. Times default to `at`, itself now unless given.
 */
export async function seedConversation(
  db: Db,
  options: { companyId: string; agentId: string; address: string; at?: Date; messages?: TestMessage[]; subject?: string },
): Promise<TestConversation> {
  const { companyId, agentId, address, at = new Date(), subject = 'Your plan' } = options
  const messages = options.messages ?? [{ direction: 'out' }, { direction: 'in' }]
  const [contact] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into contacts (company_id, address, first_seen_at, last_seen_at)
      values (${companyId}, ${address.toLowerCase()}, ${at}, ${at})
      on conflict (company_id, address) do update set last_seen_at = excluded.last_seen_at
      returning id`),
  )
  const replyToken = testReplyToken()
  const [conversation] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into conversations (company_id, contact_id, agent_id, reply_token, subject, created_at, last_message_at)
      values (${companyId}, ${contact!.id}, ${agentId}, ${replyToken}, ${subject}, ${at}, ${at}) returning id`),
  )
  const messageIds: string[] = []
  for (const message of messages) {
    const kind: MessageKind = message.direction === 'out' ? 'agent' : 'reply'
    const from = message.from ?? (message.direction === 'out' ? AGENT_ADDRESS : address.toLowerCase())
    const text = message.text ?? (message.direction === 'out' ? `Hello ${address}, here is your plan.` : 'Thanks, tell me more.')
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into conversation_messages (company_id, conversation_id, direction, kind, message_id, from_address,
          subject, text, full_text, from_stranger, created_at)
        values (${companyId}, ${conversation!.id}, ${message.direction}, ${kind}, ${`${randomUUID()}@test.example`}, ${from},
          ${subject}, ${text}, ${message.direction === 'in' ? text : null}, ${message.direction === 'in' && from !== address.toLowerCase()},
          ${message.at ?? at})
        returning id`),
    )
    messageIds.push(row!.id)
  }
  return { contactId: contact!.id, conversationId: conversation!.id, replyToken, messageIds }
}
