import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm'
import { OVERDUE_APPROVAL_MS } from '@/shared/ai/draft'
import { isAddress } from '@/shared/ai/facts'
import { parseDraftGrades } from '@/shared/ai/graders/draft-grades'
import {
  APPROVALS_PAGE_SIZE,
  type AnsweredReply,
  type ApprovalDetail,
  INBOX_STATUSES,
  type ApprovalItem,
  type ApprovalsCounts,
  type ApprovalsFilter,
  type ApprovalsPage,
  type ApprovalsSummary,
  type InboxStatus,
} from '@/shared/schemas/approvals'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { users } from '@/server/modules/accounts'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import { agentDrafts, agents, conversationMessages, conversations } from '@/server/modules/runtime'

type DraftRow = typeof agentDrafts.$inferSelect
type DraftAgent = ApprovalItem['agent']

const agentColumns = { id: agents.id, name: agents.name, display_name: agents.display_name, avatar_color: agents.avatar_color }

/** Still awaiting a person a day after it was written: the dashboard flags it (docs/decisions/106-ai-writing.md). */
const isOverdue = (row: Pick<DraftRow, 'status' | 'created_at'>, now: number) =>
  row.status === 'awaiting' && now - row.created_at.getTime() > OVERDUE_APPROVAL_MS

function toItem(row: DraftRow, agent: DraftAgent, now: number): ApprovalItem {
  return {
    id: row.id,
    agent,
    to: row.to,
    subject: row.subject,
    writer: row.writer,
    status: row.status,
    created_at: row.created_at.toISOString(),
    overdue: isOverdue(row, now),
    fell_back: row.fallback_reason !== null && !row.needs_human,
    fallback_kind: row.needs_human ? null : row.fallback_kind,
    run_id: row.run_id,
    needs_human: row.needs_human,
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
// A whole address: compared as agent_drafts_company_to_idx stores it (lower(to)), so it can use that index.
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The filters as conditions beside company and status: each narrows the scan of the company/status/created_at index
 * (the age is a range on created_at, the rest are checked on the rows it reads), so the keyset order is unchanged.
 */
function filterConditions(filter: ApprovalsFilter, now: number): (SQL | undefined)[] {
  const contact = filter.contact?.toLowerCase()
  const dayAgo = new Date(now - DAY_MS)
  const weekAgo = new Date(now - 7 * DAY_MS)
  return [
    filter.agent ? eq(agentDrafts.agent_id, filter.agent) : undefined,
    filter.writer ? eq(agentDrafts.writer, filter.writer) : undefined,
    filter.fellBack === undefined
      ? undefined
      : filter.fellBack
        ? isNotNull(agentDrafts.fallback_reason)
        : isNull(agentDrafts.fallback_reason),
    contact
      ? WHOLE_ADDRESS.test(contact)
        ? sql`lower(${agentDrafts.to}) = ${contact}`
        : sql`lower(${agentDrafts.to}) like ${`%${escapeLike(contact)}%`}`
      : undefined,
    filter.age === 'day' ? gte(agentDrafts.created_at, dayAgo) : undefined,
    filter.age === 'week' ? and(lt(agentDrafts.created_at, dayAgo), gte(agentDrafts.created_at, weekAgo)) : undefined,
    filter.age === 'older' ? lt(agentDrafts.created_at, weekAgo) : undefined,
  ]
}

type ListParams = ApprovalsFilter & { status: InboxStatus; cursor?: string }

/**
 * The query of one page of the list (keyset on the company/status/created_at index), one row more than a page to tell
 * whether another follows; a plan test holds it to its index.
 */
export function approvalsPageQuery(db: Db, companyId: string, { status, cursor, ...filter }: ListParams, now: number) {
  const after = cursor ? decodeCursor(cursor, TIMESTAMP_CURSOR) : null
  return db
    .select({ draft: agentDrafts, agent: agentColumns, stamp: sql<string>`${agentDrafts.created_at}::text` })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .where(
      and(
        eq(agentDrafts.company_id, companyId),
        eq(agentDrafts.status, status),
        ...filterConditions(filter, now),
        after
          ? or(
              lt(agentDrafts.created_at, sql`${after[0]}::timestamptz`),
              and(eq(agentDrafts.created_at, sql`${after[0]}::timestamptz`), sql`${agentDrafts.id} > ${after[1]}::uuid`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agentDrafts.created_at), asc(agentDrafts.id))
    .limit(APPROVALS_PAGE_SIZE + 1)
}

/** The company's drafts of one status that pass the filters, newest first, a page at a time. */
export async function listApprovals(db: Db, companyId: string, params: ListParams, now = Date.now()): Promise<ApprovalsPage> {
  const rows = await approvalsPageQuery(db, companyId, params, now)
  const page = rows.slice(0, APPROVALS_PAGE_SIZE)
  const last = page.at(-1)
  return {
    items: page.map(({ draft, agent }) => toItem(draft, agent, now)),
    next_cursor: rows.length > APPROVALS_PAGE_SIZE && last ? encodeCursor(last.stamp, last.draft.id) : null,
  }
}

/** How many drafts wait, how many of them for over a day, and since when the oldest waits. */
export async function getApprovalsSummary(db: Db, companyId: string): Promise<ApprovalsSummary> {
  const cutoff = new Date(Date.now() - OVERDUE_APPROVAL_MS).toISOString()
  const [row] = await db
    .select({
      awaiting: count(),
      overdue: sql<number>`count(*) filter (where ${agentDrafts.created_at} < ${cutoff}::timestamptz)::int`,
      oldest: min(agentDrafts.created_at),
    })
    .from(agentDrafts)
    .where(and(eq(agentDrafts.company_id, companyId), eq(agentDrafts.status, 'awaiting')))
  const oldest = row?.oldest ? new Date(row.oldest) : null
  return { awaiting: row?.awaiting ?? 0, overdue: Number(row?.overdue ?? 0), oldestAwaitingAt: oldest?.toISOString() ?? null }
}

/** How many drafts each of the inbox's tabs holds under the filters: one pass over the company's rows of the index. */
export async function countApprovals(db: Db, companyId: string, filter: ApprovalsFilter, now = Date.now()): Promise<ApprovalsCounts> {
  const [row] = await db
    .select(
      Object.fromEntries(
        INBOX_STATUSES.map((status) => [status, sql<number>`(count(*) filter (where ${agentDrafts.status} = ${status}))::int`]),
      ),
    )
    .from(agentDrafts)
    .where(and(eq(agentDrafts.company_id, companyId), inArray(agentDrafts.status, [...INBOX_STATUSES]), ...filterConditions(filter, now)))
  return Object.fromEntries(INBOX_STATUSES.map((status) => [status, Number(row?.[status] ?? 0)])) as ApprovalsCounts
}

/** One of the company's drafts with its agent and who decided it; another company's draft is not found. */
export async function getApproval(db: Db, companyId: string, draftId: string): Promise<ApprovalDetail> {
  const [row] = await db
    .select({ draft: agentDrafts, agent: agentColumns, decider: sql<string | null>`coalesce(${users.full_name}, ${users.username})` })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .leftJoin(users, eq(users.id, agentDrafts.decided_by))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
  if (!row) throw notFound('Draft not found')
  const { draft, agent, decider } = row
  const joined = await db
    .select({ agent: agentColumns, run_id: agentDrafts.run_id, subject: agentDrafts.template_subject })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .where(and(eq(agentDrafts.merged_into, draft.id), eq(agentDrafts.company_id, companyId)))
    .orderBy(asc(agentDrafts.created_at), asc(agentDrafts.id))
  return {
    ...toItem(draft, agent, Date.now()),
    // What the writer was given: the recipient's address never is (it shows as To).
    facts: draft.facts.filter((fact) => !isAddress(fact)).map(({ label, value }) => ({ label, value })),
    template_subject: draft.template_subject,
    template_text: draft.template_text,
    action: draft.action,
    body: draft.body,
    facts_used: draft.facts_used,
    fallback_reason: draft.fallback_reason,
    provider: draft.provider,
    model: draft.model,
    input_tokens: draft.input_tokens,
    output_tokens: draft.output_tokens,
    latency_ms: draft.latency_ms,
    grades: parseDraftGrades(draft.grades),
    edited: draft.edited,
    decided_by: decider,
    decided_at: draft.decided_at?.toISOString() ?? null,
    rejection_reason: draft.rejection_reason,
    feedback: draft.feedback,
    rewrites: draft.rewrites,
    template_sent: draft.template_sent,
    joined,
    merged_into: draft.merged_into,
    reply: draft.reply_to_message_id ? await answeredReply(db, companyId, draft.reply_to_message_id) : null,
  }
}

/** The reply a draft answers, from the company's conversations; null once retention or an erase removed it. */
async function answeredReply(db: Db, companyId: string, messageId: string): Promise<AnsweredReply | null> {
  const [row] = await db
    .select({ message: conversationMessages, contact_id: conversations.contact_id })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversation_id))
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.company_id, companyId)))
  if (!row) return null
  const { message } = row
  return {
    id: message.id,
    contact_id: row.contact_id,
    from_address: message.from_address,
    subject: message.subject,
    text: message.text,
    received_at: message.created_at.toISOString(),
    from_stranger: message.from_stranger,
    authentication: message.authentication,
    attachments: message.attachments,
  }
}
