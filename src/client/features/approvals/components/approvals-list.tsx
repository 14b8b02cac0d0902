import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import type { ApprovalItem, ApprovalsFilterParams } from '@/shared/schemas/approvals'
import { Badge } from '@/client/components/ui/badge'
import { Checkbox } from '@/client/components/ui/checkbox'
import { paths } from '@/client/config/paths'
import { carryFilter } from '../lib/read-filter'
import { ApprovalAge } from './approval-age'
import { DraftAgent } from './draft-agent'

const WRITER_LABELS = { model: 'Language model', template: 'Template' } as const
// Why the template wrote, when the draft says (docs/decisions/133-provider-outages.md); older drafts say only that it did.
const FALLBACK_LABELS: Record<NonNullable<ApprovalItem['fallback_kind']>, string> = {
  provider: 'the model did not answer',
  refused: 'the model’s text was refused',
  budget: 'the budget is spent',
  setup: 'no model could write it',
  privacy: 'privacy kept the model out',
}
const ANSWERED = new Set<ApprovalItem['status']>(['approved', 'scheduled', 'sent'])

/**
 * Who wrote the draft, after its address: the writer and whether the model's text was refused; for an answer to a
 * reply no AI model could write (docs/decisions/129-answers-in-the-thread.md), whether a person answered. One still waiting for
 * its answer has a badge of its own instead.
 */
function writtenBy(item: ApprovalItem): string {
  if (item.needs_human) return item.status === 'rejected' ? ' · Not answered' : ANSWERED.has(item.status) ? ' · Answered by a person' : ''
  const why = item.fallback_kind ? FALLBACK_LABELS[item.fallback_kind] : 'the model’s text was refused'
  return `${item.writer ? ` · ${WRITER_LABELS[item.writer]}` : ''}${item.fell_back ? ` · ${why}` : ''}`
}

/** The drafts to one address, in the order the inbox shows them; groups ordered by their newest draft. */
export function groupByContact(items: ApprovalItem[]): { to: string; items: ApprovalItem[] }[] {
  const groups = new Map<string, ApprovalItem[]>()
  for (const item of items) {
    const key = item.to.toLowerCase()
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return [...groups.values()].map((group) => ({ to: group[0]!.to, items: group }))
}

type ApprovalsListProps = {
  items: ApprovalItem[]
  grouped: boolean
  /** The list's filters, carried to each draft's page so its Previous, Next and Back stay within them. */
  filter: ApprovalsFilterParams
  /** Absent where drafts cannot be decided (the decided tabs): no checkboxes. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void }
}

/**
 * The inbox's rows: each one link to the draft, so a keyboard reaches every draft with Tab (or j and k) and opens it
 * with Enter; beside it, where drafts wait, a checkbox for the bulk bar. `data-row` orders the rows for j and k.
 */
export function ApprovalsList({ items, grouped, filter, selection }: ApprovalsListProps) {
  if (!grouped) return <Rows items={items} filter={filter} selection={selection} />
  return (
    <div className="grid gap-4">
      {groupByContact(items).map((group) => (
        <section key={group.to} aria-label={`Drafts to ${group.to}`} className="grid gap-2">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold [overflow-wrap:anywhere]">
            {group.to}
            <Badge variant="muted">{group.items.length === 1 ? '1 draft' : `${group.items.length} drafts`}</Badge>
          </h3>
          <Rows items={group.items} filter={filter} selection={selection} />
        </section>
      ))}
    </div>
  )
}

function Rows({ items, filter, selection }: Omit<ApprovalsListProps, 'grouped'>) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex items-stretch gap-2">
          {selection ? (
            <span className="flex items-center px-1">
              <Checkbox
                checked={selection.selected.has(item.id)}
                onCheckedChange={() => selection.onToggle(item.id)}
                aria-label={`Select “${item.subject ?? 'draft'}” to ${item.to}`}
              />
            </span>
          ) : null}
          <Link
            to={carryFilter(paths.approvalDetail.getHref(item.id), filter)}
            data-row={item.id}
            aria-current={selection?.selected.has(item.id) ? 'true' : undefined}
            className="grid min-w-0 flex-1 gap-3 rounded-lg border bg-card p-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-[current=true]:border-primary sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center"
          >
            <DraftAgent agent={item.agent} />
            <span className="grid min-w-0 gap-0.5">
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 truncate font-medium">{item.subject ?? 'Being written…'}</span>
                {item.needs_human && item.status === 'awaiting' ? <Badge>Needs a human answer</Badge> : null}
              </span>
              <span className="truncate text-muted-foreground">
                To {item.to}
                {writtenBy(item)}
              </span>
            </span>
            <span className="flex items-center justify-between gap-2 text-muted-foreground">
              <ApprovalAge createdAt={item.created_at} overdue={item.overdue} />
              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
