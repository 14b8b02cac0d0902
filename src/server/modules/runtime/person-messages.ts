import { asc, eq, sql } from 'drizzle-orm'
import { combineMessages } from '@/shared/agents/message-merge'
import { maskEmail } from '@/shared/privacy/mask'
import { SHADOW_DRAFT_STATUS, type StoredDraftStatus } from '@/shared/schemas/trust-ladder'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { findSuppressedAddresses } from '@/server/modules/accounts'
import { agentDrafts } from './drafts-schema'
import { unsubscribedNote } from './draft-dispatch'
import { noteContacts } from './conversation-threads'
import { takeAlongWaiting, type TakeAlong } from './answer-take-along'
import { messageParts, partKeyOf } from './message-parts'

export { messageParts, partKeyOf } from './message-parts'

// One message per person (docs/decisions/127-one-message-per-person.md): every agent e-mail becomes a draft, and a
// draft to a person who already has one open (being written, waiting for review, or waiting to go) within the company's
// message window joins it instead of becoming a second e-mail.

export type DraftRow = typeof agentDrafts.$inferInsert & {
  id: string
  company_id: string
  agent_id: string
  run_id: string
  to: string
  review: boolean
  template_subject: string
  template_text: string
}

/** A draft the runtime planned: `writer` is 'template' when the template writes, null while a model will. */
export type PlannedDraft = { row: DraftRow; keepsPersonal: boolean }

/** What placing the drafts did: drafts a model must write, drafts ready to go, counts and steps for the runs. */
export type Placement = {
  toWrite: string[]
  ready: string[]
  awaiting: Map<string, number>
  steps: Map<string, string>
}

type Slot = {
  company_id: string
  address: string
  window_minutes: number
  open_id: string | null
  open_status: string | null
  open_part_keys: string[] | null
  next_send: Date | null
}

const keyOf = (companyId: string, to: string) => `${companyId}:${to.toLowerCase()}`

/**
 * The most distinct messages one e-mail carries. A person whose address is on a flood of events (a form submitted again
 * and again) gets, per message window, one e-mail of a readable length, and a further message starts the next e-mail.
 */
export const MAX_MESSAGE_PARTS = 6

/**
 * Locks each person's slot (company and address) for this transaction, in one order (no deadlocks), then reads the
 * open draft to join, if any, and when the person's window lets the next e-mail go.
 */
async function readSlots(tx: Db, keys: { company_id: string; address: string }[]): Promise<Map<string, Slot>> {
  const sorted = [...keys].sort((a, b) => keyOf(a.company_id, a.address).localeCompare(keyOf(b.company_id, b.address)))
  const values = sql.join(
    sorted.map((key) => sql`(${key.company_id}::uuid, ${key.address}::text)`),
    sql`, `,
  )
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(k.company_id::text || ':' || k.address, 0))
    from (values ${values}) as k(company_id, address)
    order by k.company_id, k.address`)
  const rows = await tx.execute(sql`
    select k.company_id, k.address, c.message_window_minutes as window_minutes, open.id as open_id, open.status as open_status,
      open.part_keys as open_part_keys,
      (select max(coalesce(d.send_after, now())) from agent_drafts d
        where d.company_id = k.company_id and lower(d."to") = k.address
          and d.status in ('sent', 'approved', 'scheduled') and not d.urgent
          and d.created_at > now() - 2 * c.message_window_minutes * interval '1 minute'
      ) + c.message_window_minutes * interval '1 minute' as next_send
    from (values ${values}) as k(company_id, address)
    join companies c on c.id = k.company_id
    left join lateral (
      select d.id, d.status, d.part_keys from agent_drafts d
      where d.company_id = k.company_id and lower(d."to") = k.address
        and d.merged_into is null and not d.urgent and not d.needs_human and not d.shadow and d.decided_by is null
        and d.status in ('writing', 'awaiting', 'scheduled')
        and d.created_at > now() - c.message_window_minutes * interval '1 minute'
      order by d.created_at desc
      limit 1
    ) open on true`)
  return new Map(
    rowsOf<Slot & { next_send: string | Date | null }>(rows).map((row) => [
      keyOf(row.company_id, row.address),
      { ...row, next_send: row.next_send ? new Date(row.next_send) : null },
    ]),
  )
}

/** The status a draft gets once written: waiting for review, or ready to go. */
const writtenStatus = (review: boolean) => (review ? ('awaiting' as const) : ('scheduled' as const))

/**
 * Writes the runs' drafts: each to a person the company's agents no longer write to is dropped with a step saying so;
 * the others are new drafts, or join the person's open draft (`merged`), which is then written again as one e-mail.
 */
export async function placeDrafts(tx: Db, planned: PlannedDraft[]): Promise<Placement> {
  const placement: Placement = { toWrite: [], ready: [], awaiting: new Map(), steps: new Map() }
  if (planned.length === 0) return placement
  const kept: PlannedDraft[] = []
  for (const companyId of new Set(planned.map(({ row }) => row.company_id))) {
    const ofCompany = planned.filter(({ row }) => row.company_id === companyId)
    const suppressed = await findSuppressedAddresses(
      tx,
      companyId,
      ofCompany.map(({ row }) => row.to),
    )
    for (const draft of ofCompany) {
      if (!suppressed.has(draft.row.to.trim().toLowerCase())) kept.push(draft)
      else placement.steps.set(draft.row.run_id, unsubscribedNote(draft.keepsPersonal ? draft.row.to : maskEmail(draft.row.to)))
    }
    // Each person an agent writes to is one of the company's contacts from then on (docs/decisions/128-conversations.md).
    await noteContacts(
      tx,
      companyId,
      ofCompany.map(({ row }) => row.to),
    )
  }
  // A Shadow agent's draft neither joins nor is joined: it is never sent (docs/decisions/130-trust-ladder.md).
  const shadows = kept.filter(({ row }) => row.shadow)
  if (shadows.length) await placeShadowDrafts(tx, shadows, placement)
  const live = kept.filter(({ row }) => !row.shadow)
  if (live.length === 0) return placement

  const joining = live.filter(({ row }) => !row.urgent)
  const people = new Map(
    joining.map(({ row }) => [keyOf(row.company_id, row.to), { company_id: row.company_id, address: row.to.toLowerCase() }]),
  )
  const slots = people.size ? await readSlots(tx, [...people.values()]) : new Map<string, Slot>()
  // Per person, the e-mail a message joins and the messages it already carries (read, or placed earlier in this batch).
  const open = new Map<string, { id: string; keys: string[] }>()
  for (const [key, slot] of slots) if (slot.open_id) open.set(key, { id: slot.open_id, keys: slot.open_part_keys ?? [] })
  const rewritten = new Set<string>()
  const takeAlongs: TakeAlong[] = []
  const rows = live.map(({ row, keepsPersonal }) => {
    const slot = row.urgent ? undefined : slots.get(keyOf(row.company_id, row.to))
    const key = keyOf(row.company_id, row.to)
    const partKey = partKeyOf(row)
    // An answer to a person who just replied goes at once, taking along the message waiting for them (if any).
    if (row.reply_to_message_id) {
      // Up to the most messages one e-mail carries: a message that would exceed them goes in the next e-mail.
      const candidate = open.get(key)
      const waiting = candidate && candidate.keys.length < MAX_MESSAGE_PARTS ? candidate : undefined
      if (waiting) takeAlongs.push({ from: waiting.id, into: row.id })
      const keys = [partKey, ...(waiting?.keys ?? [])]
      if (!row.needs_human) open.set(key, { id: row.id, keys })
      else open.delete(key)
      return {
        ...row,
        status: row.writer === 'template' ? writtenStatus(row.review) : ('writing' as const),
        send_after: null,
        part_keys: keys,
      }
    }
    // Messages of one batch join each other only when the company has a window at all.
    const target = row.urgent || !(slot?.open_id || slot?.window_minutes) ? undefined : open.get(key)
    const again = target?.keys.includes(partKey) ?? false
    if (target && (again || target.keys.length < MAX_MESSAGE_PARTS)) {
      const to = keepsPersonal ? row.to : maskEmail(row.to)
      placement.steps.set(row.run_id, `Joined the e-mail already going to ${to}, so they get one message from you`)
      // The same message again changes nothing in the e-mail; a new one has it written again.
      if (!again) {
        target.keys.push(partKey)
        rewritten.add(target.id)
      }
      return { ...row, status: 'merged' as const, merged_into: target.id, part_keys: [partKey] }
    }
    if (!row.urgent) open.set(key, { id: row.id, keys: [partKey] })
    const nextSend = slot?.next_send && slot.next_send.getTime() > Date.now() ? slot.next_send : null
    return {
      ...row,
      status: row.writer === 'template' ? writtenStatus(row.review) : ('writing' as const),
      send_after: nextSend,
      part_keys: [partKey],
    }
  })
  await tx.insert(agentDrafts).values(rows)
  const taken = await takeAlongWaiting(tx, takeAlongs, placement.awaiting, new Set(rows.map((row) => row.id)))

  for (const row of rows) {
    if (row.merged_into || rewritten.has(row.id) || taken.has(row.id)) continue
    if (row.status === 'writing') placement.toWrite.push(row.id)
    if (row.status === 'scheduled') placement.ready.push(row.id)
    if (row.status === 'awaiting') placement.awaiting.set(row.agent_id, (placement.awaiting.get(row.agent_id) ?? 0) + 1)
  }
  for (const targetId of rewritten) if (!taken.has(targetId)) await recompose(tx, targetId, placement)
  return placement
}

/** Shadow drafts: stored on their own, the template's text kept at once (`shadow`) or the model's job queued. */
async function placeShadowDrafts(tx: Db, shadows: PlannedDraft[], placement: Placement): Promise<void> {
  const rows = shadows.map(({ row }) => ({
    ...row,
    status: row.writer === 'template' ? (SHADOW_DRAFT_STATUS as StoredDraftStatus) : ('writing' as const),
    send_after: null,
    part_keys: [partKeyOf(row)],
  }))
  await tx.insert(agentDrafts).values(rows)
  for (const row of rows) if (row.status === 'writing') placement.toWrite.push(row.id)
}

/**
 * A draft that messages joined is written again as one e-mail: by the model when any of them is the model's to write
 * (its job then combines them), else from the combined templates at once. It waits for review if any agent's does.
 */
async function recompose(tx: Db, targetId: string, placement: Placement): Promise<void> {
  const [target] = await tx.select().from(agentDrafts).where(eq(agentDrafts.id, targetId))
  if (!target) return
  const parts = await tx
    .select()
    .from(agentDrafts)
    .where(eq(agentDrafts.merged_into, targetId))
    .orderBy(asc(agentDrafts.created_at), asc(agentDrafts.id))
  const all = [target, ...parts]
  const review = all.some((draft) => draft.review)
  const modelWrites = all.some((draft) => draft.writer !== 'template')
  const partKeys = [...new Set(all.map(partKeyOf))]
  const before = target.status
  if (modelWrites) {
    await tx
      .update(agentDrafts)
      .set({ status: 'writing', review, part_keys: partKeys, revision: sql`${agentDrafts.revision} + 1` })
      .where(eq(agentDrafts.id, targetId))
    placement.toWrite.push(targetId)
  } else {
    const combined = combineMessages(messageParts(all))
    const status = writtenStatus(review)
    await tx
      .update(agentDrafts)
      .set({
        status,
        review,
        subject: combined.subject,
        body: combined.text,
        action: combined.action,
        part_keys: partKeys,
        revision: sql`${agentDrafts.revision} + 1`,
        written_at: sql`now()`,
      })
      .where(eq(agentDrafts.id, targetId))
    if (status === 'scheduled') placement.ready.push(targetId)
  }
  const after = modelWrites ? 'writing' : writtenStatus(review)
  const delta = (after === 'awaiting' ? 1 : 0) - (before === 'awaiting' ? 1 : 0)
  if (delta !== 0) placement.awaiting.set(target.agent_id, (placement.awaiting.get(target.agent_id) ?? 0) + delta)
}
