import { ChartNoAxesColumn } from 'lucide-react'
import { FUNNEL_LABELS, FUNNELS, type Funnel } from '@/shared/schemas/funnel-analytics'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { getErrorMessage } from '@/client/lib/api-client'
import { useFunnelAnalytics } from '../api/get-funnel-analytics'
import { useAnalyticsFilters } from '../hooks/use-analytics-filters'
import { AnalyticsFilters } from './analytics-filters'
import { FunnelReport } from './funnel-report'

/**
 * /admin/analytics (docs/product.md#back-office, docs/decisions/107-funnel-analytics.md): per funnel, the visitors who
 * reached and left each step and the time on it, over a date range, by source and by industry.
 */
export function AnalyticsPage() {
  const filters = useAnalyticsFilters()
  const report = useFunnelAnalytics(filters.query)

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-title font-semibold">Funnel analytics</h1>
        <p className="mt-1 text-muted-foreground">
          Where visitors of the public funnels go and where they stop. Each browser session is a visit; no visitor is identified.
        </p>
      </div>
      <Tabs value={filters.funnel} onValueChange={(value) => filters.setFunnel(value as Funnel)}>
        <TabsList aria-label="Funnel" className="h-auto flex-wrap sm:h-10 sm:flex-nowrap">
          {FUNNELS.map((funnel) => (
            <TabsTrigger key={funnel} value={funnel} className="min-h-8">
              {FUNNEL_LABELS[funnel]}
            </TabsTrigger>
          ))}
        </TabsList>
        {FUNNELS.map((funnel) => (
          <TabsContent key={funnel} value={funnel} className="grid min-w-0 gap-6">
            <AnalyticsFilters
              funnel={funnel}
              from={filters.from}
              to={filters.to}
              rangeError={filters.error}
              sources={filters.sources}
              available={report.data?.funnel === funnel ? report.data.filters : undefined}
              onRange={filters.setRange}
              onSource={filters.setSource}
              onClear={filters.clearSources}
            />
            <section aria-label={`${FUNNEL_LABELS[funnel]} figures`} aria-busy={report.isFetching} className="grid min-w-0 gap-6">
              {filters.query === null ? (
                <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">Choose a valid date range.</p>
              ) : report.isPending ? (
                <>
                  <p className="sr-only" role="status">
                    Loading the funnel…
                  </p>
                  <Skeleton className="h-20 w-full" />
                  <Skeleton className="h-60 w-full" />
                </>
              ) : report.isError ? (
                <LoadError
                  what="the funnel's figures"
                  message={getErrorMessage(report.error, 'Please try again.')}
                  onRetry={() => void report.refetch()}
                  retrying={report.isRefetching}
                />
              ) : report.data.visits === 0 ? (
                <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
                  <ChartNoAxesColumn aria-hidden="true" className="size-6 text-muted-foreground" />
                  <p className="font-medium">No visits in this period</p>
                  <p className="max-w-md text-sm text-muted-foreground">
                    Try a longer date range{Object.keys(filters.sources).length > 0 ? ' or clear the filters' : ''}.
                  </p>
                </div>
              ) : (
                <FunnelReport report={report.data} />
              )}
            </section>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
