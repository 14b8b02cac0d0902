import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { getErrorMessage } from '@/client/lib/api-client'
import { useAgents } from '../api/get-agents'
import { useSignalLedger } from '../api/get-signals'
import { useSignalFilters } from '../hooks/use-signal-filters'
import { SignalFilters } from './signal-filters'
import { SignalsTable } from './signals-table'

/**
 * /signals (docs/product.md#signals-page): the company's whole signal ledger, newest first, filtered by agent, signal
 * and status from the URL, a page at a time.
 */
export function SignalsPage() {
  const { filters, active, setFilter, clearFilters } = useSignalFilters()
  const agentsQuery = useAgents()
  const ledger = useSignalLedger(filters)
  const agents = agentsQuery.data ?? []

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-title font-semibold">Signals</h1>
        <p className="mt-1 text-muted-foreground">Every signal your agents have handed each other, newest first.</p>
      </div>
      <SignalFilters filters={filters} agents={agents} active={active} onChange={setFilter} onClear={clearFilters} />
      <section aria-label="Signal ledger" aria-busy={ledger.isPending || agentsQuery.isPending} className="grid min-w-0 gap-4">
        {ledger.isPending || agentsQuery.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading signals…
            </p>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </>
        ) : ledger.isError || agentsQuery.isError ? (
          <div className="grid gap-3">
            <LoadError
              what="the signals"
              message={getErrorMessage(ledger.error ?? agentsQuery.error, 'Please try again.')}
              onRetry={() => void Promise.all([ledger.refetch(), agentsQuery.refetch()])}
              retrying={ledger.isRefetching || agentsQuery.isRefetching}
            />
            {active ? (
              <Button variant="outline" className="w-fit" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : ledger.data.pages[0]?.signals.length === 0 && active ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">No signals match these filters</p>
            <p className="max-w-md text-sm text-muted-foreground">Try another agent, signal or status, or see every signal.</p>
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            <SignalsTable
              signals={ledger.data.pages.flatMap((page) => page.signals)}
              agents={agents}
              label="Signals"
              emptyAction={
                <Button asChild variant="outline">
                  <Link to={agents.length ? paths.dashboard.getHref() : paths.agents.getHref()}>
                    {agents.length ? 'Send a test event from the dashboard' : 'See your agents'}
                  </Link>
                </Button>
              }
            />
            {ledger.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                onClick={() => void ledger.fetchNextPage()}
                disabled={ledger.isFetchingNextPage}
              >
                {ledger.isFetchingNextPage ? <Spinner className="size-4" label="Loading" /> : null}
                Load more signals
              </Button>
            ) : ledger.data.pages.length > 1 ? (
              <p className="text-center text-sm text-muted-foreground">That is every signal{active ? ' that matches' : ''}.</p>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}
