import { LoadError } from '@/client/components/errors/load-error'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { N8N_RECENT_DELIVERIES } from '@/shared/backoffice/n8n'
import { useN8nStatus } from '../api/get-n8n-status'
import { N8nDeliveries } from './n8n-deliveries'
import { N8nStatusCard } from './n8n-status-card'

/** The n8n connection page's content (docs/product.md#back-office): the webhook, a test lead, the last deliveries. */
export function N8nConnectionPage() {
  const statusQuery = useN8nStatus()
  if (statusQuery.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Spinner label="Loading the n8n connection" className="sr-only" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  if (!statusQuery.data)
    return (
      <LoadError
        what="the n8n connection"
        message={statusQuery.error?.message ?? 'Please try again.'}
        onRetry={() => void statusQuery.refetch()}
        retrying={statusQuery.isFetching}
      />
    )
  const status = statusQuery.data
  return (
    <div className="grid gap-6">
      <N8nStatusCard status={status} />
      <section aria-labelledby="n8n-deliveries-heading">
        <Card>
          <CardHeader>
            <CardTitle id="n8n-deliveries-heading" className="text-lg">
              Last deliveries
            </CardTitle>
            <CardDescription>The newest {N8N_RECENT_DELIVERIES} leads sent to n8n, with n8n’s last answer in plain words.</CardDescription>
          </CardHeader>
          <CardContent>
            {status.deliveries.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                No lead has been sent yet. Each Growth Map quiz submission appears here.
              </p>
            ) : (
              <N8nDeliveries deliveries={status.deliveries} />
            )}
            {statusQuery.isRefetchError ? (
              <p role="alert" className="mt-3 text-sm text-danger">
                We couldn&apos;t read the deliveries again: {statusQuery.error?.message}
              </p>
            ) : null}
          </CardContent>
        </Card>
      </section>
    </div>
  )
}
