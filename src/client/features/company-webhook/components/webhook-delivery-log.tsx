import { Send } from 'lucide-react'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useCompanyWebhook } from '../api/company-webhook'
import { useSendTestEvent } from '../api/send-test-event'
import { useWebhookDeliveries } from '../api/webhook-deliveries'
import { WebhookDeliveryItem } from './webhook-delivery-item'

/**
 * The webhook's delivery log, newest first, and "Send test event" (docs/decisions/093): what was sent, each attempt,
 * the receiver's status and the start of its answer, and when the next attempt is due.
 */
export function WebhookDeliveryLog() {
  const deliveriesQuery = useWebhookDeliveries()
  const deliveries = deliveriesQuery.data?.pages.flatMap((page) => page.deliveries) ?? []
  return (
    <section aria-labelledby="webhook-log-heading">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle id="webhook-log-heading" className="text-lg">
              Delivery log
            </CardTitle>
            <CardDescription>
              Every event sent to your webhook, newest first, with each attempt and your workflow&apos;s answer.
            </CardDescription>
          </div>
          <SendTestEventButton />
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryPanel
            query={deliveriesQuery}
            what="the delivery log"
            loadingLabel="Loading the delivery log"
            skeleton={['h-16 w-full', 'h-16 w-full']}
            // A page that fails after the first, or a refresh, is reported under the deliveries already shown.
            keepDataOnRefetchError
            isEmpty={() => deliveries.length === 0}
            empty="Nothing sent yet. Your agents' outputs appear here once they run; send a test event to try your workflow now."
          >
            {() => (
              <>
                <ul className="divide-y rounded-lg border" aria-label="Deliveries">
                  {deliveries.map((delivery) => (
                    <WebhookDeliveryItem key={delivery.id} delivery={delivery} />
                  ))}
                </ul>
                {deliveriesQuery.hasNextPage ? (
                  <Button
                    variant="outline"
                    className="justify-self-center"
                    disabled={deliveriesQuery.isFetchingNextPage}
                    onClick={() => void deliveriesQuery.fetchNextPage()}
                  >
                    {deliveriesQuery.isFetchingNextPage ? 'Loading...' : 'Show older deliveries'}
                  </Button>
                ) : null}
                {deliveriesQuery.isFetchNextPageError || deliveriesQuery.isRefetchError ? (
                  <p role="alert" className="text-sm text-danger">
                    We couldn&apos;t read the log again: {deliveriesQuery.error?.message}{' '}
                    <button
                      type="button"
                      className="rounded-sm text-primary underline underline-offset-4 hover:no-underline"
                      onClick={() => void deliveriesQuery.refetch()}
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
    </section>
  )
}

function SendTestEventButton() {
  const webhookQuery = useCompanyWebhook()
  const send = useSendTestEvent()
  const hasUrl = Boolean(webhookQuery.data?.url)
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => toast({ title: 'Test event queued', description: 'Its attempt and your workflow’s answer appear in the log.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not send a test event', description: getErrorMessage(error, 'Please try again.') }),
    })
  return (
    <div className="grid gap-1 sm:justify-items-end">
      <Button
        variant="outline"
        disabled={!hasUrl || send.isPending}
        aria-describedby={hasUrl ? undefined : 'test-event-hint'}
        onClick={onSend}
      >
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send test event'}
      </Button>
      {webhookQuery.data && !hasUrl ? (
        <p id="test-event-hint" className="text-xs text-muted-foreground">
          Save a webhook URL first.
        </p>
      ) : null}
    </div>
  )
}
