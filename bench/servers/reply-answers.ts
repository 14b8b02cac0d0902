// The replies bench's second company (docs/decisions/129-answers-in-the-thread.md): Sam, whose review is on as by
// default, and one conversation per person, each opened by an e-mail of Sam's, so that every reply gets an answer of
// its own from the model (the answer to a person's next reply would take along the one still open for them: one
// e-mail per person, docs/decisions/127-one-message-per-person.md). Also what the bench reads back: each answer's draft
// with the reply it answers, and the work the flood of replies before it left.
import { count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../src/server/platform/db/client'
import { companies } from '../../src/server/modules/accounts'
import { deployAgents } from '../../src/server/modules/agents'
import { agentDrafts, agentEvents, contacts, conversationMessages, conversations } from '../../src/server/modules/runtime'
import { newReplyToken, replyAddress } from '../../src/server/platform/mail/reply-address'

/** The company, and each person's address with the reply address of their conversation. */
export async function seedAnsweringCompany(db: Db, domain: string, people: number) {
  const [company] = await db.insert(companies).values({ name: 'Bench Answers Co' }).returning()
  const [sam] = await deployAgents(db, company!.id, ['sam'])
  const addresses = Array.from({ length: people }, (_, index) => `bench.person+${index}@example.com`)
  const seeded = await db
    .insert(contacts)
    .values(addresses.map((address) => ({ company_id: company!.id, address })))
    .returning()
  const threads = await db
    .insert(conversations)
    .values(
      seeded.map((contact) => ({
        company_id: company!.id,
        contact_id: contact.id,
        agent_id: sam!.id,
        reply_token: newReplyToken(),
        subject: 'Opening hours',
      })),
    )
    .returning()
  // Sam's e-mail the person answers: the thread the model is given holds it ("We wrote").
  await db.insert(conversationMessages).values(
    threads.map((thread, index) => ({
      company_id: company!.id,
      conversation_id: thread.id,
      direction: 'out' as const,
      kind: 'agent' as const,
      message_id: `sam-${index}@${domain}`,
      from_address: `sam@${domain}`,
      subject: 'Opening hours',
      text: 'Hi, we open at 9 on weekdays and at 10 on Sundays. Here is the article that answers this.',
    })),
  )
  const byContact = new Map(seeded.map((contact) => [contact.id, contact.address]))
  return {
    companyId: company!.id,
    people: threads.map((thread) => ({ from: byContact.get(thread.contact_id)!, to: replyAddress(thread.reply_token, domain) })),
  }
}

/**
 * Each answer's draft: the reply's Message-ID, its status and writer, when it was written and when the reply's event
 * was received (both in ms since the epoch; received_at is the start of the transaction that stored the reply).
 */
export async function answersOf(db: Db, companyId: string) {
  const rows = await db
    .select({
      message_id: conversationMessages.message_id,
      status: agentDrafts.status,
      writer: agentDrafts.writer,
      written: sql<number | null>`extract(epoch from ${agentDrafts.written_at}) * 1000`,
      received: sql<number>`extract(epoch from ${agentEvents.received_at}) * 1000`,
    })
    .from(agentDrafts)
    .innerJoin(conversationMessages, eq(conversationMessages.id, agentDrafts.reply_to_message_id))
    .innerJoin(agentEvents, eq(agentEvents.reply_message_id, conversationMessages.id))
    .where(eq(agentDrafts.company_id, companyId))
  const [events] = await db.select({ n: count() }).from(agentEvents).where(eq(agentEvents.company_id, companyId))
  return {
    events: events!.n,
    drafts: rows.map((row) => ({ ...row, written: row.written === null ? null : Number(row.written), received: Number(row.received) })),
  }
}

/**
 * The runtime's work the flood left: events not yet run, drafts still being written. Not the messages its inbound
 * worker has still to handle: that worker takes 10 a second (batches of 10, polled each second), so the flood's take
 * minutes; each is one row's update, and an answer does not wait for it (the event is stored with the reply).
 */
export async function workLeft(db: Db) {
  const [events] = await db.select({ n: count() }).from(agentEvents).where(isNull(agentEvents.processed_at))
  const [writing] = await db.select({ n: count() }).from(agentDrafts).where(eq(agentDrafts.status, 'writing'))
  return events!.n + writing!.n
}
