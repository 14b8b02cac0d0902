import { and, asc, count, desc, eq, lt, min, or, sql } from 'drizzle-orm'
import { OVERDUE_APPROVAL_MS } from '@/shared/ai/draft'
import { isAddress } from '@/shared/ai/facts'
import {
  APPROVALS_PAGE_SIZE,
  type ApprovalDetail,
  type ApprovalItem,
  type ApprovalsPage,
  type ApprovalsSummary,
  type InboxStatus,
} from '@/shared/schemas/approvals'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { users } from '@/server/modules/accounts'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import { agentDrafts, agents } from '@/server/modules/runtime'

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
  }
}

/** The company's drafts of one status, newest first, a page at a time (keyset on the company/status/created_at index). */
export async function listApprovals(db: Db, companyId: string, status: InboxStatus, cursor?: string): Promise<ApprovalsPage> {
  const after = cursor ? decodeCursor(cursor, TIMESTAMP_CURSOR) : null
  const rows = await db
    .select({ draft: agentDrafts, agent: agentColumns, stamp: sql<string>`${agentDrafts.created_at}::text` })
    .from(agentDrafts)
    .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .where(
      and(
        eq(agentDrafts.company_id, companyId),
        eq(agentDrafts.status, status),
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
  const page = rows.slice(0, APPROVALS_PAGE_SIZE)
  const last = page.at(-1)
  const now = Date.now()
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
  return {
    ...toItem(draft, agent, Date.now()),
    run_id: draft.run_id,
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
    edited: draft.edited,
    decided_by: decider,
    decided_at: draft.decided_at?.toISOString() ?? null,
    rejection_reason: draft.rejection_reason,
  }
}
