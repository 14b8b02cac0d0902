import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import type { ApprovalItem } from '@/shared/schemas/approvals'
import { paths } from '@/client/config/paths'
import { ApprovalAge } from './approval-age'
import { DraftAgent } from './draft-agent'

const WRITER_LABELS = { model: 'Language model', template: 'Template' } as const

/** The inbox's rows: each one link to the draft, so a keyboard reaches every draft with Tab and opens it with Enter. */
export function ApprovalsList({ items }: { items: ApprovalItem[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={paths.approvalDetail.getHref(item.id)}
            className="grid gap-3 rounded-lg border bg-card p-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center"
          >
            <DraftAgent agent={item.agent} />
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium">{item.subject ?? 'Being written…'}</span>
              <span className="truncate text-muted-foreground">
                To {item.to}
                {item.writer ? ` · ${WRITER_LABELS[item.writer]}` : ''}
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
