import { Inbox } from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { BULK_DECISION_MAX, type ApprovalItem, type ApprovalsFilterParams, type InboxStatus } from '@/shared/schemas/approvals'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useDecideInBulk } from '../api/decide-in-bulk'
import { useApprovals } from '../api/get-approvals'
import { useShortcuts } from '../hooks/use-shortcuts'
import { describeBulkResult, mergeBulkResults } from '../lib/bulk-summary'
import { carryFilter } from '../lib/read-filter'
import { ApprovalsList, groupByContact } from './approvals-list'
import { ApproveDialog } from './approve-dialog'
import { BulkBar } from './bulk-bar'
import { RejectDialog } from './reject-dialog'

const EMPTY: Record<InboxStatus, string> = {
  awaiting: 'Nothing waiting for review. Drafts your agents write appear here when review before send is on.',
  approved: 'No approved drafts yet.',
  rejected: 'No rejected drafts.',
  sent: 'No drafts sent on their own yet. Agents with review before send off send what they write.',
}

/** Said when every draft to approve is an answer nobody has written: those are approved on their own page. */
const ONLY_ANSWERS = 'Replies that need a human answer are not approved from the list: open each one to write the answer.'

const needsAnswer = (item: ApprovalItem) => item.needs_human && item.status === 'awaiting'

/** Which drafts a dialog decides: the focused one (a, r) or the selection (Shift+A, Shift+R, the bulk bar). */
type Pending = { action: 'approve' | 'reject'; items: ApprovalItem[] }

type ApprovalsQueueProps = { status: InboxStatus; filter: ApprovalsFilterParams; grouped: boolean; onHelp: () => void }

/**
 * One tab of the inbox as a queue to work through (docs/decisions/126-approvals-review-queue.md): rows in the order
 * shown, j and k (or the arrows) to move, a or r to decide the focused draft, x to select, Shift+A or Shift+R for the
 * selection; each also a button or a link, for whoever does not use letter keys.
 */
export function ApprovalsQueue({ status, filter, grouped, onHelp }: ApprovalsQueueProps) {
  const query = useApprovals(status, filter)
  const bulk = useDecideInBulk()
  const navigate = useNavigate()
  const listRef = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [pending, setPending] = useState<Pending | null>(null)
  const [progress, setProgress] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  // After a decision the decided rows leave the list; once the dialog has closed (it holds focus until then), focus
  // goes to the row that took the first decided one's place instead of back to a row that left.
  const refocus = useRef<number | null>(null)
  const keepFocus = (event: Event) => {
    if (refocus.current === null) return
    event.preventDefault()
    const rows = rowsShown()
    rows[Math.min(refocus.current, rows.length - 1)]?.focus()
    refocus.current = null
  }

  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const ordered = grouped ? groupByContact(items).flatMap((group) => group.items) : items
  const decidable = status === 'awaiting'
  const chosen = ordered.filter((item) => selected.has(item.id))

  function rowsShown(): HTMLElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [])
  }
  function focusedIndex(rows = rowsShown()): number {
    const active = document.activeElement
    return rows.findIndex((row) => row === active || (active !== null && row.parentElement?.contains(active)))
  }
  function focusedItem(): ApprovalItem | undefined {
    const rows = rowsShown()
    const id = rows[focusedIndex(rows)]?.dataset.row
    return ordered.find((item) => item.id === id)
  }
  function move(step: number) {
    const rows = rowsShown()
    if (rows.length === 0) return
    const index = focusedIndex(rows)
    const next = index < 0 ? (step > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step))
    rows[next]?.focus()
    rows[next]?.scrollIntoView({ block: 'nearest' })
  }
  const arrowsAreOurs = () => document.activeElement === document.body || (listRef.current?.contains(document.activeElement) ?? false)
  function toggle(id: string) {
    setSelected((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }
  function ask(action: Pending['action'], of: ApprovalItem[]) {
    if (!decidable || of.length === 0) return false
    if (action === 'approve' && of.every(needsAnswer)) return setOutcome(ONLY_ANSWERS)
    setPending({ action, items: of })
  }
  const open = (item: ApprovalItem, extra?: Record<string, string>) =>
    void navigate(carryFilter(paths.approvalDetail.getHref(item.id), filter, extra))

  async function decide(action: Pending['action'], of: ApprovalItem[], reason?: string) {
    const ids = of.map((item) => item.id)
    const verb = action === 'approve' ? 'Approving' : 'Rejecting'
    const first = Math.max(
      0,
      ordered.findIndex((item) => item.id === ids[0]),
    )
    setOutcome(null)
    try {
      const results = []
      for (let start = 0; start < ids.length; start += BULK_DECISION_MAX) {
        setProgress(
          ids.length === 1 ? `${verb}…` : `${verb} ${start + 1}–${Math.min(ids.length, start + BULK_DECISION_MAX)} of ${ids.length}…`,
        )
        results.push(await bulk.mutateAsync({ action, ids: ids.slice(start, start + BULK_DECISION_MAX), reason }))
      }
      refocus.current = first
      setOutcome(describeBulkResult(mergeBulkResults(results)))
      setSelected(new Set())
      setPending(null)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not decided', description: getErrorMessage(error, 'The drafts could not be decided') })
      throw error
    } finally {
      setProgress(null)
    }
  }

  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    ArrowDown: () => (arrowsAreOurs() ? move(1) : false),
    ArrowUp: () => (arrowsAreOurs() ? move(-1) : false),
    o: () => {
      const item = focusedItem()
      if (!item) return false
      open(item)
    },
    e: () => {
      const item = focusedItem()
      if (!item || item.status !== 'awaiting') return false
      open(item, { edit: '1' })
    },
    a: () => {
      const item = focusedItem()
      if (!item) return false
      // An answer nobody has written cannot go as it is: a opens its box, where the person writes and sends it.
      if (needsAnswer(item)) return open(item)
      return ask('approve', [item])
    },
    r: () => {
      const item = focusedItem()
      return item ? ask('reject', [item]) : false
    },
    x: () => {
      const item = focusedItem()
      if (!item || !decidable) return false
      toggle(item.id)
    },
    A: () => ask('approve', chosen),
    R: () => ask('reject', chosen),
    '?': onHelp,
  })

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading drafts" className="grid gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    )
  }
  if (query.isError) return <LoadError what="the drafts" message={query.error.message} onRetry={() => void query.refetch()} />
  const filtered = Object.keys(filter).length > 0
  const allChosen = chosen.length > 0 && chosen.length === ordered.length

  return (
    <section aria-label="Drafts" className="grid min-w-0 gap-4">
      {outcome ? (
        <p role="status" className="rounded-lg border bg-card p-3 text-sm font-medium">
          {outcome}
        </p>
      ) : null}
      {ordered.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <Inbox aria-hidden="true" className="size-6" />
          <p>{filtered ? 'No drafts match these filters.' : EMPTY[status]}</p>
        </div>
      ) : (
        <>
          {decidable ? (
            <div className="flex items-center gap-2 px-1 text-sm">
              <Checkbox
                id="select-all-drafts"
                checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                onCheckedChange={() => setSelected(allChosen ? new Set() : new Set(ordered.map((item) => item.id)))}
              />
              <label htmlFor="select-all-drafts">Select all {ordered.length} shown</label>
            </div>
          ) : null}
          <div ref={listRef}>
            <ApprovalsList
              items={ordered}
              grouped={grouped}
              filter={filter}
              selection={decidable ? { selected, onToggle: toggle } : undefined}
            />
          </div>
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show older drafts'}
            </Button>
          ) : null}
        </>
      )}
      {decidable && chosen.length > 0 ? (
        <BulkBar
          count={chosen.length}
          progress={progress}
          onApprove={() => ask('approve', chosen)}
          onReject={() => ask('reject', chosen)}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <ApproveDialog
        open={pending?.action === 'approve'}
        onOpenChange={(open) => (open ? null : setPending(null))}
        what={
          pending?.items.length === 1
            ? { subject: pending.items[0]!.subject ?? '', to: pending.items[0]!.to }
            : { count: pending?.items.length ?? 0, needAnswer: pending?.items.filter(needsAnswer).length ?? 0 }
        }
        pending={progress !== null}
        onApprove={() => void decide('approve', pending?.items ?? []).catch(() => undefined)}
        onCloseAutoFocus={keepFocus}
      />
      <RejectDialog
        open={pending?.action === 'reject'}
        onOpenChange={(open) => (open ? null : setPending(null))}
        count={pending?.items.length ?? 1}
        onReject={(reason) => decide('reject', pending?.items ?? [], reason)}
        onCloseAutoFocus={keepFocus}
      />
    </section>
  )
}
