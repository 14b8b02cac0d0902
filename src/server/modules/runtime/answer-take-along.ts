import { asc, eq, sql } from 'drizzle-orm'
import { combineMessages } from '@/shared/agents/message-merge'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { agentDrafts } from './drafts-schema'
import { messageParts } from './message-parts'

// An answer to a person who just replied is not held by their message window (docs/decisions/129-answers-in-the-thread.md):
// it goes as soon as it is written and approved, and takes along the message another agent has waiting for them, so
// they still get one e-mail.

/** The open draft `from` (with the messages that joined it) moves into the answer `into`. */
export type TakeAlong = { from: string; into: string }

/**
 * Moves each waiting draft, and what joined it, into its answer (`merged`): a draft that waited for review no longer
 * counts as awaiting (in `awaiting`, the agents' counts to change), the answer is reviewed if it was, and an answer a
 * person writes starts with the waiting text. `batch` holds the drafts placed in this transaction, which the caller
 * counts. Returns the ids of the drafts taken.
 */
export async function takeAlongWaiting(
  tx: Db,
  takeAlongs: TakeAlong[],
  awaiting: Map<string, number>,
  batch: Set<string>,
): Promise<Set<string>> {
  const taken = new Set<string>()
  for (const { from, into } of takeAlongs) {
    const [before] = rowsOf<{ agent_id: string; status: string; review: boolean }>(
      await tx.execute(sql`select agent_id, status, review from agent_drafts where id = ${from} for update`),
    )
    if (!before) continue
    await tx.execute(sql`
      update agent_drafts set merged_into = ${into}, status = 'merged'
      where id = ${from} or merged_into = ${from}`)
    taken.add(from)
    if (before.status === 'awaiting' && !batch.has(from)) awaiting.set(before.agent_id, (awaiting.get(before.agent_id) ?? 0) - 1)
    const [answer] = await tx.select().from(agentDrafts).where(eq(agentDrafts.id, into))
    if (!answer) continue
    const parts = await tx
      .select()
      .from(agentDrafts)
      .where(eq(agentDrafts.merged_into, into))
      .orderBy(asc(agentDrafts.created_at), asc(agentDrafts.id))
    await tx
      .update(agentDrafts)
      .set({
        review: answer.review || before.review,
        // A person writes the answer above what was waiting; a model writes one e-mail from all of it.
        ...(answer.needs_human && parts.length ? { body: `\n\n${combineMessages(messageParts(parts)).text}` } : {}),
      })
      .where(eq(agentDrafts.id, into))
  }
  return taken
}
