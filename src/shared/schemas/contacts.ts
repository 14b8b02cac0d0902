import { z } from 'zod'
import { storableText } from './text'
import { STORED_DRAFT_STATUSES } from './trust-ladder'

// Contacts and conversations (docs/decisions/128-conversations.md): each person a company's agents write to, and one
// timeline of everything that names them: e-mails either way, drafts, and the request to stop.

export const CONTACTS_PAGE_SIZE = 20
export const CONVERSATIONS_PAGE_SIZE = 20
/** A contact's page shows the latest this many items of its timeline. */
export const CONTACT_TIMELINE_LIMIT = 200
/** The conversations list shows at most this much of each last message. */
export const MESSAGE_EXCERPT_LENGTH = 200

const cursorSchema = z.string().max(200).optional()

/** GET /api/contacts: part of an address (case does not matter), and the page after a cursor. */
export const contactsQuerySchema = z.strictObject({
  search: storableText().trim().toLowerCase().max(320, 'Keep the search under 320 characters').optional(),
  cursor: cursorSchema,
})
export type ContactsQuery = z.infer<typeof contactsQuerySchema>

export const conversationsQuerySchema = z.strictObject({ cursor: cursorSchema })

/** A contact's id as the URL carries it; anything that is not one of the company's contacts is a 404, not a 400. */
export const contactParamsSchema = z.object({ id: z.string().max(100) })

/** GET /api/contacts/by-address: the contact of a whole address, as a draft or a run names it. */
export const contactByAddressQuerySchema = z.strictObject({
  address: storableText('Enter an e-mail address').trim().toLowerCase().min(1, 'Enter an e-mail address').max(320),
})
export const contactRefSchema = z.object({ id: z.string() })

const contactAgentSchema = z.object({ id: z.string(), name: z.string(), display_name: z.string(), avatar_color: z.string() })
export type ContactAgent = z.infer<typeof contactAgentSchema>

/** One person: when the agents first and last wrote or heard from them, which agents, and what stops mail to them. */
export const contactSchema = z.object({
  id: z.string(),
  address: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  /** The agents with a conversation with them or a draft to their address. */
  agents: z.array(contactAgentSchema),
  /** On the company's suppression list for a reason of their own: they unsubscribed, asked to stop, or a member added them. */
  opted_out: z.boolean(),
  /** Mail to them bounced: agents no longer write to the address. */
  bouncing: z.boolean(),
  /** Drafts to them waiting for a person in Approvals. */
  waiting_drafts: z.number().int(),
})
export type Contact = z.infer<typeof contactSchema>

export const contactsPageSchema = z.object({ items: z.array(contactSchema), next_cursor: z.string().nullable() })
export type ContactsPage = z.infer<typeof contactsPageSchema>

export const MESSAGE_KINDS = ['agent', 'reply', 'auto-reply', 'bounce', 'opt-out'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** SPF, DKIM and DMARC of an incoming e-mail, as checked on arrival or reported by the provider. */
export const messageAuthenticationSchema = z.object({
  spf: z.string(),
  dkim: z.string(),
  dmarc: z.string(),
  checked_by: z.enum(['receiver', 'provider', 'none']),
})
export type MessageAuthentication = z.infer<typeof messageAuthenticationSchema>

/** An e-mail sent to the contact or received from them. Attachments are not kept: their names and sizes are. */
export const timelineMessageSchema = z.object({
  type: z.literal('message'),
  id: z.string(),
  at: z.string(),
  conversation_id: z.string(),
  agent: contactAgentSchema,
  direction: z.enum(['out', 'in']),
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  text: z.string(),
  /** An incoming e-mail's whole text, quoted history included; null for an outgoing one (its text is whole). */
  full_text: z.string().nullable(),
  from_address: z.string(),
  /** Came from another address than the contact's. */
  from_stranger: z.boolean(),
  authentication: messageAuthenticationSchema.nullable(),
  attachments: z.array(z.object({ filename: z.string().nullable(), content_type: z.string(), size: z.number() })),
  /** The draft an outgoing e-mail was sent from. */
  draft_id: z.string().nullable(),
})
export type TimelineMessage = z.infer<typeof timelineMessageSchema>

/** A draft an agent wrote to the contact; a merged one names the draft whose e-mail carries its message. */
export const timelineDraftSchema = z.object({
  type: z.literal('draft'),
  id: z.string(),
  at: z.string(),
  agent: contactAgentSchema,
  status: z.enum(STORED_DRAFT_STATUSES),
  subject: z.string(),
  run_id: z.string(),
  merged_into: z.object({ id: z.string(), subject: z.string() }).nullable(),
})
export type TimelineDraft = z.infer<typeof timelineDraftSchema>

/** The address on the company's suppression list, and why (docs/decisions/125-unsubscribe.md). */
export const timelineOptOutSchema = z.object({ type: z.literal('opt-out'), at: z.string(), reason: z.string() })
export type TimelineOptOut = z.infer<typeof timelineOptOutSchema>

export const timelineItemSchema = z.discriminatedUnion('type', [timelineMessageSchema, timelineDraftSchema, timelineOptOutSchema])
export type TimelineItem = z.infer<typeof timelineItemSchema>

/** GET /api/contacts/:id: the contact and its timeline, newest first, the latest CONTACT_TIMELINE_LIMIT items. */
export const contactDetailSchema = z.object({
  contact: contactSchema,
  timeline: z.array(timelineItemSchema),
  /** Older items exist than the timeline shows. */
  truncated: z.boolean(),
})
export type ContactDetail = z.infer<typeof contactDetailSchema>

/** One agent's thread with one contact, with its latest e-mail either way. */
export const conversationSchema = z.object({
  id: z.string(),
  contact: z.object({ id: z.string(), address: z.string() }),
  agent: contactAgentSchema,
  subject: z.string(),
  last_message: z
    .object({
      direction: z.enum(['out', 'in']),
      kind: z.enum(MESSAGE_KINDS),
      excerpt: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  last_message_at: z.string(),
})
export type Conversation = z.infer<typeof conversationSchema>

export const conversationsPageSchema = z.object({ items: z.array(conversationSchema), next_cursor: z.string().nullable() })
export type ConversationsPage = z.infer<typeof conversationsPageSchema>
