import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { EVENT_DATA_SCHEMAS } from '@/shared/schemas/events'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { agentEvents } from './schema'

// A person's reply to an agent's e-mail is a business event for that agent alone (docs/decisions/129-answers-in-the-thread.md):
// its playbook reacts (Max scores the lead up, Sam reopens the ticket) and its answer goes back in the thread.

/** The longest reply text an event carries, as the events API allows for a body. */
const BODY_LIMIT = 5000

type ReplyContext = {
  company_id: string
  agent_id: string
  contact_address: string
  from_stranger: boolean
  dmarc: string | null
  subject: string
  text: string
  reference: string | null
  name: string | null
  language: string | null
}

/**
 * Records the `email.replied` event of a stored reply, in the caller's transaction (the one that stored it), for the
 * conversation's agent: the reference, name and language of the thread's latest e-mail, the reply's visible text. A
 * reply from another address than the contact's, or one that failed DMARC, is answered only after review. Returns
 * false when there is nothing to answer (no visible text).
 */
export async function recordReplyEvent(tx: Db, messageId: string): Promise<boolean> {
  const [reply] = rowsOf<ReplyContext>(
    await tx.execute(sql`
      select m.company_id, v.agent_id, c.address as contact_address, m.from_stranger,
        m.authentication->>'dmarc' as dmarc, m.subject, m.text, last.reference, last.name, last.language
      from conversation_messages m
      join conversations v on v.id = m.conversation_id
      join contacts c on c.id = v.contact_id
      left join lateral (
        select r.inputs->>'reference' as reference, r.inputs->>'name' as name,
          (select f->>'value' from jsonb_array_elements(d.facts) f where f->>'label' = 'language' limit 1) as language
        from conversation_messages o
        join agent_drafts d on d.id = o.draft_id
        join agent_runs r on r.id = d.run_id
        where o.conversation_id = m.conversation_id and o.direction = 'out'
        order by o.created_at desc, o.id desc
        limit 1
      ) last on true
      where m.id = ${messageId}`),
  )
  // The reply's text and subject were made storable when it was stored (parse-inbound.ts): they go into the event as read.
  const body = (reply?.text ?? '').trim().slice(0, BODY_LIMIT)
  if (!reply || !body) return false
  const data = EVENT_DATA_SCHEMAS['email.replied'].safeParse({
    lead_id: (reply.reference ?? '').slice(0, 120).trim() || messageId,
    ...(reply.name ? { name: reply.name.slice(0, 200) } : {}),
    email: reply.contact_address,
    ...(reply.subject.trim() ? { subject: reply.subject.trim().slice(0, 200) } : {}),
    body,
    ...(reply.language ? { language: reply.language } : {}),
  })
  // The contact's address came from an event the API checked; a value that no longer parses answers nothing.
  if (!data.success) return false
  await tx.insert(agentEvents).values({
    id: randomUUID(),
    company_id: reply.company_id,
    type: 'email.replied',
    data: data.data,
    idempotency_key: `reply:${messageId}`,
    agent_id: reply.agent_id,
    reply_message_id: messageId,
    review_required: reply.from_stranger || reply.dmarc === 'fail',
  })
  return true
}
