import { Inbox } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { INBOX_STATUSES, type InboxStatus } from '@/shared/schemas/approvals'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useApprovals } from '../api/get-approvals'
import { ApprovalsList } from './approvals-list'

const TAB_LABELS: Record<InboxStatus, string> = { awaiting: 'Awaiting', approved: 'Approved', rejected: 'Rejected', sent: 'Sent' }
const EMPTY: Record<InboxStatus, string> = {
  awaiting: 'Nothing waiting for review. Drafts your agents write appear here when review before send is on.',
  approved: 'No approved drafts yet.',
  rejected: 'No rejected drafts.',
  sent: 'No drafts sent on their own yet. Agents with review before send off send what they write.',
}

const readStatus = (value: string | null): InboxStatus => INBOX_STATUSES.find((status) => status === value) ?? 'awaiting'

/** /approvals (docs/decisions/106-ai-writing.md): drafts by status, newest first; the status lives in the URL. */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams()
  const status = readStatus(params.get('status'))
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-title font-semibold">Approvals</h1>
        <p className="mt-1 text-muted-foreground">E-mails your agents wrote, waiting for a person before they are sent.</p>
      </div>
      <Tabs value={status} onValueChange={(next) => setParams(next === 'awaiting' ? {} : { status: next }, { replace: true })}>
        <TabsList aria-label="Drafts by status" className="flex-wrap">
          {INBOX_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <ApprovalsOfStatus key={status} status={status} />
        </TabsContent>
      </Tabs>
    </div>
  )
}

function ApprovalsOfStatus({ status }: { status: InboxStatus }) {
  const query = useApprovals(status)
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
  const items = query.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        <Inbox aria-hidden="true" className="size-6" />
        <p>{EMPTY[status]}</p>
      </div>
    )
  }
  return (
    <section aria-label={`${TAB_LABELS[status]} drafts`} className="grid min-w-0 gap-4">
      <ApprovalsList items={items} />
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
    </section>
  )
}
