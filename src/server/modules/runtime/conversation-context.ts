import { sql } from 'drizzle-orm'
import type { ThreadLine } from '@/shared/ai/prompt'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'

// What a writer reads of a conversation when it answers a reply (docs/decisions/129-answers-in-the-thread.md): the
// last e-mails both ways up to the reply, bounded so a long thread never crowds out the facts or the budget.

/** The most e-mails of a thread a writer is shown. */
export const THREAD_MESSAGES_KEPT = 8
/** About 1,500 tokens at four characters a token: the thread's share of a prompt. */
export const THREAD_CHARACTERS_KEPT = 6000
/** The longest part of one e-mail a writer is shown: its beginning, where a reply says what it wants. */
const MESSAGE_CHARACTERS_KEPT = 1500

/**
 * The conversation of the reply `replyMessageId`, oldest first and the reply last: agents' e-mails and the person's
 * replies (not automatic answers nor bounces), the newest that fit THREAD_CHARACTERS_KEPT. Empty when the reply is gone.
 */
export async function threadBefore(db: Db, replyMessageId: string): Promise<ThreadLine[]> {
  const rows = rowsOf<{ direction: 'in' | 'out'; text: string }>(
    await db.execute(sql`
      select m.direction, m.text
      from conversation_messages r
      join conversation_messages m on m.conversation_id = r.conversation_id
      where r.id = ${replyMessageId} and m.kind in ('agent', 'reply')
        and (m.created_at, m.id) <= (r.created_at, r.id)
      order by m.created_at desc, m.id desc
      limit ${THREAD_MESSAGES_KEPT}`),
  )
  const kept: ThreadLine[] = []
  let characters = 0
  for (const row of rows) {
    const text = row.text.trim().slice(0, MESSAGE_CHARACTERS_KEPT)
    if (!text) continue
    if (kept.length > 0 && characters + text.length > THREAD_CHARACTERS_KEPT) break
    characters += text.length
    kept.push({ from: row.direction === 'out' ? 'us' : 'them', text })
  }
  return kept.reverse()
}
