import { type ExportKind, ofCompany, ID } from './export-kind'

/**
 * The files of the company's agents' conversations: the people they wrote to or heard from, each agent's thread with
 * one of them, and every e-mail of those threads either way.
 */
export const CONVERSATION_KINDS: ExportKind[] = [
  {
    file: 'contacts.json',
    table: 'contacts',
    about: "The people the company's agents wrote to or heard from, one per address, in the order of their addresses.",
    scope: ofCompany('contacts'),
    columns: {
      id: "the contact's id, which conversations refer to",
      address: 'the e-mail address, in lower case',
      first_seen_at: 'when an agent first wrote to it or it first wrote',
      last_seen_at: 'when it last did',
      bouncing_at: 'when mail to it bounced, after which the agents stopped writing to it, if it did',
    },
    leftOut: {},
    // The order of the unique index on (company_id, address): it never changes, so no page skips or repeats a contact.
    key: [{ column: 'address', type: 'text' }],
  },
  {
    file: 'conversations.json',
    table: 'conversations',
    about: "Each agent's thread with one contact: its e-mails and the replies that came back to its reply address.",
    scope: ofCompany('conversations'),
    columns: {
      id: "the conversation's id, which messages refer to",
      contact_id: 'the contact (contacts.json id)',
      agent_id: 'the agent (agents.json id)',
      reply_token: 'the token in its reply address (reply+token@…), by which replies find it',
      subject: 'its subject',
      created_at: 'when its first e-mail was written',
      last_message_at: 'when its last e-mail was written or arrived',
    },
    leftOut: {},
    // By id: the index on last_message_at follows a time that moves when a message arrives during the export.
    key: [ID],
  },
  {
    file: 'conversation-messages.json',
    table: 'conversation_messages',
    about: "Every e-mail of the conversations, the agents' and the replies, in the order of their ids.",
    scope: ofCompany('conversation_messages'),
    columns: {
      id: "the message's id",
      conversation_id: 'the conversation (conversations.json id)',
      direction: 'out for an agent’s e-mail, in for one that arrived',
      kind: 'agent, or for one that arrived: reply, auto-reply (out of office), bounce or opt-out',
      message_id: 'its Message-ID header',
      email_message_id: 'an agent’s e-mail as sent (emails.json id), if it was',
      draft_id: 'the draft it was sent from (drafts.json id), if any',
      from_address: 'who sent it',
      subject: 'the subject',
      text: 'what was written: a reply without its quoted history and signature, an agent’s e-mail whole',
      full_text: 'a reply’s whole text, quoted history included',
      from_stranger: 'whether it came from another address than the contact’s',
      authentication: 'SPF, DKIM and DMARC as checked when it arrived',
      attachments: 'the name, type and size of each attachment (the files themselves are not kept)',
      created_at: 'when it was written or arrived',
      handled_at: 'when the agents finished acting on a message that arrived, if they have',
    },
    leftOut: {},
    key: [ID],
    // Replies carry their quoted history: fewer rows a page keeps one page small.
    batch: 200,
  },
]
