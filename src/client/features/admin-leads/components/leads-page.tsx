import { Inbox, SearchX } from 'lucide-react'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { getErrorMessage } from '@/client/lib/api-client'
import { useLeadFilterOptions } from '../api/get-lead-filter-options'
import { useLeads } from '../api/get-leads'
import { useLeadFilters } from '../hooks/use-lead-filters'
import { LeadFilters } from './lead-filters'
import { LeadsExport } from './leads-export'
import { LeadsTable } from './leads-table'

const NO_OPTIONS = { industries: [], stages: [], refs: [] }

/** /admin (docs/product.md#back-office): every lead of the public funnels, newest first, filtered from the URL. */
export function LeadsPage() {
  const { filters, active, setFilters, clearFilters } = useLeadFilters()
  const leads = useLeads(filters)
  const options = useLeadFilterOptions()
  const rows = leads.data?.pages.flatMap((page) => page.leads) ?? []

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-title font-semibold">Leads</h1>
          <p className="mt-1 text-muted-foreground">Every quiz, demo and improved assessment, newest first.</p>
        </div>
        <LeadsExport filters={filters} />
      </div>
      <LeadFilters filters={filters} options={options.data ?? NO_OPTIONS} active={active} onChange={setFilters} onClear={clearFilters} />
      {options.isError ? (
        <LoadError
          what="the filter menus"
          message={getErrorMessage(options.error, 'Please try again.')}
          onRetry={() => void options.refetch()}
          retrying={options.isRefetching}
        />
      ) : null}
      <section aria-label="Lead list" aria-busy={leads.isPending} className="grid min-w-0 gap-4">
        {leads.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading leads…
            </p>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </>
        ) : !leads.data ? (
          <div className="grid gap-3">
            <LoadError
              what="the leads"
              message={getErrorMessage(leads.error, 'Please try again.')}
              onRetry={() => void leads.refetch()}
              retrying={leads.isRefetching}
            />
            {active ? (
              <Button variant="outline" className="w-fit" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : rows.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            {active ? (
              <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
            ) : (
              <Inbox aria-hidden="true" className="size-6 text-muted-foreground" />
            )}
            <p className="font-medium">{active ? 'No leads match these filters' : 'No leads yet'}</p>
            <p className="max-w-md text-sm text-muted-foreground">
              {active
                ? 'Try another source, status or date range, or see every lead.'
                : 'Leads appear here as visitors finish the quiz, the demo assessment or the improved assessment.'}
            </p>
            {active ? (
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <LeadsTable leads={rows} />
            {leads.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                onClick={() => void leads.fetchNextPage()}
                disabled={leads.isFetchingNextPage}
              >
                {leads.isFetchingNextPage ? <Spinner className="size-4" label="Loading" /> : null}
                Load more
              </Button>
            ) : leads.data.pages.length > 1 ? (
              <p className="text-center text-sm text-muted-foreground">That is every lead{active ? ' that matches' : ''}.</p>
            ) : null}
            {leads.isFetchNextPageError ? (
              <p role="alert" className="text-center text-sm text-danger">
                The next leads could not be loaded: {getErrorMessage(leads.error, 'please try again')}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}
