import { sql } from 'drizzle-orm'
import type { Job } from 'pg-boss'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { suppressAddress } from '@/server/modules/accounts'
import type { MessageKind } from '@/server/modules/runtime'

// What an incoming message changes (docs/decisions/128-conversations.md), once, after it is stored: a delivery failure
// marks the address as bouncing and takes it off the agents' list; a request to stop does the same; an automatic
// answer and a person's reply are kept on the contact's timeline.

export const INBOUND_QUEUE = 'inbound.message'
export const INBOUND_JOB_RETRY = { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60 }

export type InboundJob = { messageId: string; bouncedRecipients: string[] }

type StoredMessage = { id: string; company_id: string; kind: MessageKind; from_stranger: boolean; contact_address: string }

/** Acts on one stored message; a message already handled (a job run twice) changes nothing. */
export async function handleInboundMessage(tx: Db, job: InboundJob): Promise<void> {
  const [message] = rowsOf<StoredMessage>(
    await tx.execute(sql`
      select m.id, m.company_id, m.kind, m.from_stranger, c.address as contact_address
      from conversation_messages m
      join conversations v on v.id = m.conversation_id
      join contacts c on c.id = v.contact_id
      where m.id = ${job.messageId} and m.handled_at is null
      for update of m`),
  )
  if (!message) return
  if (message.kind === 'bounce') {
    // The report names the addresses that failed; one that names none is about the conversation's contact.
    const failed = job.bouncedRecipients.length ? job.bouncedRecipients : [message.contact_address]
    if (failed.includes(message.contact_address)) {
      await tx.execute(sql`
        update contacts set bouncing_at = coalesce(bouncing_at, now())
        where company_id = ${message.company_id} and address = ${message.contact_address}`)
      await suppressAddress(tx, message.company_id, message.contact_address, 'bounced')
    }
  }
  // Only the person may ask for their own address to be left alone, not someone who wrote from another one.
  if (message.kind === 'opt-out' && !message.from_stranger)
    await suppressAddress(tx, message.company_id, message.contact_address, 'asked-to-stop')
  await tx.execute(sql`update conversation_messages set handled_at = now() where id = ${message.id}`)
}

/** The worker: each job in its own transaction, so one message that fails is retried without holding back the others. */
export async function startInboundWorker(jobs: JobQueue, db: Db, pollingIntervalSeconds = 1): Promise<void> {
  await jobs.boss.createQueue(INBOUND_QUEUE, INBOUND_JOB_RETRY)
  await jobs.boss.work<InboundJob>(INBOUND_QUEUE, { pollingIntervalSeconds, batchSize: 10 }, async (batch: Job<InboundJob>[]) => {
    for (const job of batch) await db.transaction((tx) => handleInboundMessage(tx, job.data))
  })
}
