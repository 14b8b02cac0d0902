import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { INBOX_STATUSES, type InboxStatus } from '@/shared/schemas/approvals'
import { Label } from '@/client/components/ui/label'
import { Switch } from '@/client/components/ui/switch'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useApprovalsCounts } from '../api/get-approvals-counts'
import { readFilter } from '../lib/read-filter'
import { ApprovalFilters, type FilterKey } from './approval-filters'
import { ApprovalsQueue } from './approvals-queue'
import { ShortcutsHelp } from './shortcuts-help'

const TAB_LABELS: Record<InboxStatus, string> = { awaiting: 'Awaiting', approved: 'Approved', rejected: 'Rejected', sent: 'Sent' }
const FILTER_KEYS: FilterKey[] = ['agent', 'writer', 'fellBack', 'contact', 'age']

const readStatus = (value: string | null): InboxStatus => INBOX_STATUSES.find((status) => status === value) ?? 'awaiting'

/**
 * /approvals (docs/decisions/106-ai-writing.md, 126-approvals-review-queue.md): drafts by status with each tab's count,
 * filtered by agent, writer, fallback, contact and age, optionally grouped by contact; status, filters and grouping
 * live in the URL, so a filtered queue can be shared and survives a reload.
 */
export function ApprovalsPage({ agents }: { agents: { id: string; name: string }[] }) {
  const [params, setParams] = useSearchParams()
  const status = readStatus(params.get('status'))
  const filter = readFilter(params)
  const grouped = params.get('group') === 'contact'
  const counts = useApprovalsCounts(filter).data
  const [helpOpen, setHelpOpen] = useState(false)
  // A new key empties the contact field when the filters are cleared.
  const [filtersKey, setFiltersKey] = useState(0)

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-title font-semibold">Approvals</h1>
          <p className="mt-1 text-muted-foreground">E-mails your agents wrote, waiting for a person before they are sent.</p>
        </div>
        <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} on="list" />
      </div>
      <ApprovalFilters
        key={filtersKey}
        filter={filter}
        agents={agents}
        onChange={(key, value) => update({ [key]: value })}
        onClear={() => {
          update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])))
          setFiltersKey((key) => key + 1)
        }}
      />
      <div className="flex items-center gap-2">
        <Switch id="group-by-contact" checked={grouped} onCheckedChange={(on) => update({ group: on ? 'contact' : null })} />
        <Label htmlFor="group-by-contact">Group by contact</Label>
      </div>
      <Tabs value={status} onValueChange={(next) => update({ status: next === 'awaiting' ? null : next })}>
        <TabsList aria-label="Drafts by status" className="h-auto flex-wrap">
          {INBOX_STATUSES.map((value) => (
            // A fixed height, not the list's: on a phone the fourth tab wraps, and the list grows around it.
            <TabsTrigger key={value} value={value} className="h-8 gap-1.5">
              {TAB_LABELS[value]}
              {counts ? <span className="rounded-full bg-background/70 px-1.5 text-xs tabular-nums">{counts[value]}</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <ApprovalsQueue key={status} status={status} filter={filter} grouped={grouped} onHelp={() => setHelpOpen(true)} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
