import { Send } from 'lucide-react'
import type { N8nTestResult } from '@/shared/backoffice/n8n'
import { Button } from '@/client/components/ui/button'
import { getErrorMessage } from '@/client/lib/api-client'
import { cn } from '@/client/lib/cn'
import { useSendTestLead } from '../api/send-test-lead'

/** "Send test lead": a signed sample, marked test: true, delivered now; n8n's answer is shown below the button. */
export function SendTestLead() {
  const send = useSendTestLead()
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send test lead'}
        </Button>
        <p className="text-xs text-muted-foreground">One signed sample lead, marked “test”: true. It is not stored or retried.</p>
      </div>
      <div aria-live="polite">
        {send.isError ? (
          <p role="alert" className="text-sm text-danger">
            Could not send the test lead: {getErrorMessage(send.error, 'Please try again.')}
          </p>
        ) : send.data ? (
          <TestLeadResult result={send.data} />
        ) : null}
      </div>
    </div>
  )
}

function TestLeadResult({ result }: { result: N8nTestResult }) {
  const delivered = result.outcome === 'delivered'
  return (
    <section aria-label="n8n’s answer to the test lead" className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={cn('font-medium', delivered ? 'text-success' : 'text-danger')}>{delivered ? 'Delivered' : 'Not delivered'}</span>
        <span className="font-mono">{result.status_code === null ? 'No answer' : `HTTP ${result.status_code}`}</span>
        <span className="text-muted-foreground">{result.duration_ms} ms</span>
        <code className="font-mono text-xs [overflow-wrap:anywhere] text-muted-foreground">{result.id}</code>
      </p>
      <p>{result.explanation}</p>
      {result.error ? <p className="font-mono text-xs [overflow-wrap:anywhere] text-danger">{result.error}</p> : null}
      {result.response ? (
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">Start of n8n’s answer</p>
          <pre className="max-h-40 overflow-y-auto rounded-md border bg-background p-2 font-mono text-xs break-all whitespace-pre-wrap">
            {result.response}
          </pre>
        </div>
      ) : null}
    </section>
  )
}
