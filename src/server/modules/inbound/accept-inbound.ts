import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { InboundConfig } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { replyTokenOf } from '@/server/platform/mail/reply-address'
import { conversationMessages, recordReplyEvent, type MessageAuthentication } from '@/server/modules/runtime'
import { parseInbound } from './parse-inbound'
import { INBOUND_QUEUE, INBOUND_JOB_RETRY, type InboundJob } from './inbound-jobs'

// Replies to agents' e-mails (docs/decisions/128-conversations.md): whichever way a message arrives (the embedded SMTP
// receiver or a provider's webhook), it is stored here once, with the job that acts on it, in one transaction, so an
// answer of "250 OK" or 200 means nothing can be lost.

export type InboundDelivery = {
  raw: Buffer
  /** Envelope recipients (RCPT TO) from SMTP; from a webhook, the provider's recipient field or else the message's To/Cc. */
  recipients: string[]
  authentication: MessageAuthentication
}

/** Stored; already stored (the same Message-ID came again); or for no conversation this server knows. */
export type AcceptOutcome = 'stored' | 'duplicate' | 'no-conversation'

type Conversation = { id: string; company_id: string; contact_address: string }

/**
 * Stores the message once (deduplicated by Message-ID per company) in one transaction with the job that handles it,
 * and a person's reply with the `email.replied` event its agent answers (docs/decisions/129-answers-in-the-thread.md);
 * `wake` then tells the runtime there is work.
 */
export async function acceptInbound(
  db: Db,
  jobs: JobQueue,
  inbound: InboundConfig,
  delivery: InboundDelivery,
  wake: () => void = () => {},
): Promise<AcceptOutcome> {
  const parsed = await parseInbound(delivery.raw)
  const token = [...delivery.recipients, ...parsed.recipients]
    .map((address) => replyTokenOf(address, inbound.domain))
    .find((found): found is string => found !== null)
  if (!token) return 'no-conversation'
  const outcome = await db.transaction(async (tx) => {
    const [conversation] = rowsOf<Conversation>(
      await tx.execute(sql`
        select v.id, v.company_id, c.address as contact_address
        from conversations v join contacts c on c.id = v.contact_id
        where v.reply_token = ${token}`),
    )
    if (!conversation) return 'no-conversation'
    const fromAddress = parsed.from?.address ?? ''
    const [stored] = await tx
      .insert(conversationMessages)
      .values({
        company_id: conversation.company_id,
        conversation_id: conversation.id,
        direction: 'in',
        kind: parsed.kind,
        message_id: parsed.messageId,
        from_address: fromAddress,
        subject: parsed.subject,
        text: parsed.visibleText,
        full_text: parsed.fullText,
        // A delivery report comes from the receiving system, not from a person: it is never a stranger's message.
        from_stranger: parsed.kind !== 'bounce' && fromAddress !== conversation.contact_address,
        authentication: delivery.authentication,
        attachments: parsed.attachments,
      })
      .onConflictDoNothing({ target: [conversationMessages.company_id, conversationMessages.message_id] })
      .returning({ id: conversationMessages.id })
    if (!stored) return 'duplicate'
    const job: InboundJob = { messageId: stored.id, bouncedRecipients: parsed.bouncedRecipients }
    await jobs.boss.insert(INBOUND_QUEUE, [{ data: job, ...INBOUND_JOB_RETRY }], { db: fromDrizzle(tx as never, sql as never) })
    const answered = parsed.kind === 'reply' && (await recordReplyEvent(tx, stored.id))
    // The rows every message of the thread updates come last, so their locks are held for the commit alone.
    await tx.execute(sql`update conversations set last_message_at = now() where id = ${conversation.id}`)
    await tx.execute(sql`
      update contacts set last_seen_at = now()
      where company_id = ${conversation.company_id} and address = ${conversation.contact_address}`)
    return answered ? ('answered' as const) : ('stored' as const)
  })
  if (outcome !== 'answered') return outcome
  wake()
  return 'stored'
}
