import { agentIdentityInputSchema, type AgentIdentityInput } from '@/shared/schemas/agent-identity'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useDebouncedValue } from '@/client/hooks/use-debounced-value'
import { getErrorMessage } from '@/client/lib/api-client'
import { useAgentEmailPreview } from '../api/agent-email-preview'

const TYPING_PAUSE_MS = 300

/**
 * Each agent's e-mail as its recipient gets it, with the settings as the owner types them (docs/decisions/123): the
 * server renders it with the same code that sends it. The HTML is shown in a sandboxed frame that may run no script.
 */
export function AgentEmailPreviews({ values, logoPath }: { values: Partial<AgentIdentityInput>; logoPath: string | null }) {
  const parsed = agentIdentityInputSchema.safeParse(values)
  // A string, so the pause is measured between changes, not between renders (watch() gives a new object each time).
  const settled = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, TYPING_PAUSE_MS)
  const query = useAgentEmailPreview(settled === null ? null : (JSON.parse(settled) as AgentIdentityInput), logoPath)
  const emails = query.data?.emails
  return (
    <section aria-labelledby="agent-email-preview-title" className="grid min-w-0 content-start gap-3">
      <h3 id="agent-email-preview-title" className="text-base font-semibold">
        Preview
      </h3>
      {!parsed.success ? <p className="text-sm text-muted-foreground">Some fields need a fix before the preview can show them.</p> : null}
      {query.isError && !emails ? (
        <LoadError
          what="the preview"
          message={getErrorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !emails ? (
        <div role="status" aria-label="Loading the preview" className="grid gap-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : emails.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">None of your agents writes e-mails.</p>
      ) : (
        <Tabs defaultValue={emails[0]!.agentId}>
          <TabsList aria-label="Whose e-mail to preview" className="h-auto flex-wrap">
            {emails.map((email) => (
              <TabsTrigger key={email.agentId} value={email.agentId}>
                {email.agentName}
              </TabsTrigger>
            ))}
          </TabsList>
          {emails.map((email) => (
            <TabsContent key={email.agentId} value={email.agentId}>
              <figure
                aria-label={`Preview of ${email.agentName}'s e-mail`}
                className="grid overflow-hidden rounded-lg border bg-card text-sm"
              >
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b bg-muted/40 p-4">
                  <dt className="text-muted-foreground">From</dt>
                  <dd className="min-w-0 break-words">{email.from}</dd>
                  <dt className="text-muted-foreground">Reply-To</dt>
                  <dd className="min-w-0 break-words">{email.replyTo ?? 'the sending address'}</dd>
                  <dt className="text-muted-foreground">To</dt>
                  <dd className="min-w-0 break-words">{email.to}</dd>
                  <dt className="text-muted-foreground">Subject</dt>
                  <dd className="min-w-0 break-words">{email.subject}</dd>
                </dl>
                {/* No sandbox permission at all: the e-mail's HTML may not run scripts, submit forms or open windows. */}
                <iframe
                  title={`${email.agentName}'s e-mail to ${email.to}`}
                  sandbox=""
                  srcDoc={email.html}
                  className="h-[28rem] w-full bg-white"
                />
              </figure>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  )
}
