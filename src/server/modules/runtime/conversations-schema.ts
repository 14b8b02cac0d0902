import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companies } from '@/server/modules/accounts'
import { agents } from './agents-schema'

// Conversations (docs/decisions/128-conversations.md): each person a company's agents write to is a contact; an agent's
// e-mails to a contact and the replies to them are one conversation, found again by the token in its reply address.

/** One person a company's agents wrote to or heard from, one row per company and address (lowercase). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Mail to the address bounced (a delivery status report came back): agents no longer write to it. */
    bouncing_at: timestamp('bouncing_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contacts_company_address_unique').on(table.company_id, table.address),
    index('contacts_company_last_seen_idx').on(table.company_id, table.last_seen_at.desc(), table.id),
  ],
)

/** One agent's thread with one contact: its e-mails, and the replies that came back to its reply address. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contact_id: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    agent_id: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** reply+<token>@INBOUND_DOMAIN: 128 random bits, base32, unguessable and bound to this conversation. */
    reply_token: text('reply_token').notNull(),
    subject: text('subject').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_reply_token_unique').on(table.reply_token),
    uniqueIndex('conversations_contact_agent_unique').on(table.contact_id, table.agent_id),
    index('conversations_company_last_message_idx').on(table.company_id, table.last_message_at.desc(), table.id),
  ],
)

export const MESSAGE_DIRECTIONS = ['out', 'in'] as const
/**
 * What an incoming message is: a person's reply; an automatic answer (out of office) recorded and never answered; a
 * delivery failure report; a request to stop (suppressed). Outgoing messages are `agent`.
 */
export const MESSAGE_KINDS = ['agent', 'reply', 'auto-reply', 'bounce', 'opt-out'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** SPF, DKIM and DMARC as checked on arrival ('pass', 'fail', 'none', …), or what the provider reported. */
export type MessageAuthentication = { spf: string; dkim: string; dmarc: string; checked_by: 'receiver' | 'provider' | 'none' }
export type AttachmentNote = { filename: string | null; content_type: string; size: number }

/** One e-mail of a conversation, either way. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: MESSAGE_DIRECTIONS }).notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    /** The Message-ID header, without its angle brackets: a message delivered twice is stored once. */
    message_id: text('message_id').notNull(),
    /** An outgoing message's e-mail in the outbox and the draft it came from; no foreign key (the platform's table). */
    email_message_id: uuid('email_message_id'),
    draft_id: uuid('draft_id'),
    from_address: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** What the person wrote: an incoming message without its quoted history and signature; an outgoing one whole. */
    text: text('text').notNull(),
    /** An incoming message's whole text, quoted history included, for the timeline. */
    full_text: text('full_text'),
    /** An incoming message from another address than the conversation's contact. */
    from_stranger: boolean('from_stranger').notNull().default(false),
    authentication: jsonb('authentication').$type<MessageAuthentication>(),
    /** Attachments are not kept: their names, types and sizes are. */
    attachments: jsonb('attachments')
      .$type<AttachmentNote[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job that acts on an incoming message finished with it. */
    handled_at: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversation_messages_company_message_id_unique').on(table.company_id, table.message_id),
    index('conversation_messages_conversation_created_idx').on(table.conversation_id, table.created_at, table.id),
    // The thread's latest e-mail of ours, which a reply's event reads its reference from: without it, each reply of a
    // long run of replies scanned all the earlier ones (docs/decisions/129-answers-in-the-thread.md).
    index('conversation_messages_conversation_out_idx')
      .on(table.conversation_id, table.created_at, table.id)
      .where(sql`${table.direction} = 'out'`),
  ],
)
