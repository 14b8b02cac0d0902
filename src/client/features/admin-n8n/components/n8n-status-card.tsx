import { CircleAlert, PlugZap } from 'lucide-react'
import type { N8nStatus } from '@/shared/backoffice/n8n'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { SendTestLead } from './send-test-lead'

/**
 * Where leads go (docs/product.md#back-office, docs/n8n.md): the webhook's host, never its secret or the rest of its
 * path; a warning for n8n's test URL; and "Send test lead".
 */
export function N8nStatusCard({ status }: { status: N8nStatus }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <PlugZap aria-hidden="true" className="size-5" />
          Webhook
          {status.configured ? (
            <Badge variant={status.is_test_url ? 'outline' : 'success'}>{status.is_test_url ? 'Test URL' : 'Configured'}</Badge>
          ) : (
            <Badge variant="muted">Not configured</Badge>
          )}
        </CardTitle>
        <CardDescription>Every lead of the Growth Map quiz is sent here, signed with N8N_WEBHOOK_SECRET.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.configured ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Host</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{status.host}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">URL</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{status.url}</dd>
              <dd className="text-xs text-muted-foreground">The rest of the path and the secret are not shown.</dd>
            </div>
          </dl>
        ) : null}
        {status.warning ? (
          <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            <span>{status.warning}</span>
          </p>
        ) : null}
        {status.configured ? <SendTestLead /> : null}
      </CardContent>
    </Card>
  )
}
