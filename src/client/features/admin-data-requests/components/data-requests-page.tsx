import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useDataRequests } from '../api/get-data-requests'
import { DataRequestsList } from './data-requests-list'

/**
 * People's requests to see or delete what the product holds about their address (docs/product.md#back-office,
 * docs/product.md#my-data): what each found or removed and when, never the address.
 */
export function DataRequestsPage() {
  const requestsQuery = useDataRequests()
  const requests = requestsQuery.data?.pages.flatMap((page) => page.requests) ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Requests, newest first</CardTitle>
        <CardDescription>
          Addresses are kept only as a keyed hash, so a record of a deletion never brings the address back. The “Person” column shows the
          start of that hash: requests with the same one came from the same address.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryPanel
          query={requestsQuery}
          what="the data requests"
          loadingLabel="Loading the data requests"
          skeleton={['h-12 w-full', 'h-12 w-full', 'h-12 w-full']}
          // A page that fails after the first, or a refresh, is reported under the requests already shown.
          keepDataOnRefetchError
          isEmpty={() => requests.length === 0}
          empty="No one has asked yet. Each time someone opens or deletes their data from the link in one of our e-mails, it appears here."
        >
          {() => (
            <>
              <DataRequestsList requests={requests} />
              {requestsQuery.hasNextPage ? (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={requestsQuery.isFetchingNextPage}
                  onClick={() => void requestsQuery.fetchNextPage()}
                >
                  {requestsQuery.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              ) : null}
              {requestsQuery.isFetchNextPageError || requestsQuery.isRefetchError ? (
                <p role="alert" className="text-sm text-danger">
                  We couldn&apos;t load more requests: {requestsQuery.error?.message}{' '}
                  <button
                    type="button"
                    className="rounded-sm text-primary underline underline-offset-4 hover:no-underline"
                    onClick={() => void requestsQuery.refetch()}
                  >
                    Retry
                  </button>
                </p>
              ) : null}
            </>
          )}
        </QueryPanel>
      </CardContent>
    </Card>
  )
}
