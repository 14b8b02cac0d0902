import { KeyRound } from 'lucide-react'
import type { ApiKey } from '@/shared/schemas/api-keys'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useApiKeys } from '../api/get-api-keys'
import { useRevokeApiKey } from '../api/revoke-api-key'
import { CreateApiKeyForm } from './create-api-key-form'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The owner's API keys for POST /api/events (docs/product.md#api-keys): create (shown once), list by prefix, revoke. */
export function ApiKeysPanel() {
  const keysQuery = useApiKeys()
  return (
    <section aria-labelledby="api-keys-heading">
      <Card>
        <CardHeader>
          <CardTitle id="api-keys-heading" className="text-lg">
            API keys
          </CardTitle>
          <CardDescription>
            Let your tools (n8n, your CRM, curl) send business events to your agents:{' '}
            <code className="font-mono text-xs">POST /api/events</code> with{' '}
            <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CreateApiKeyForm />
          {keysQuery.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Spinner label="Loading API keys" className="sr-only" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : keysQuery.isError ? (
            <LoadError
              what="your API keys"
              message={keysQuery.error.message}
              onRetry={() => void keysQuery.refetch()}
              retrying={keysQuery.isFetching}
            />
          ) : (
            <ApiKeyList keys={keysQuery.data} />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const revokeMutation = useRevokeApiKey()
  if (keys.length === 0)
    return <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No API keys yet</p>
  const revoke = (key: ApiKey) =>
    revokeMutation.mutate(key.id, {
      onSuccess: () => toast({ title: 'API key revoked', description: `Requests with ${key.prefix}… are refused from now on.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Revoke failed', description: getErrorMessage(error, 'Revoke failed') }),
    })
  return (
    <ul className="divide-y rounded-lg border" aria-label="API keys">
      {keys.map((key) => {
        const revoking = revokeMutation.isPending && revokeMutation.variables === key.id
        return (
          <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0">
                <p className="text-sm font-medium wrap-anywhere">{key.name}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="font-mono">{key.prefix}…</span> · created {dateFormat.format(new Date(key.created_at))} ·{' '}
                  {key.last_used_at ? `last used ${dateFormat.format(new Date(key.last_used_at))}` : 'never used'}
                </p>
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              disabled={revoking}
              aria-label={`Revoke API key ${key.name}`}
              onClick={() => revoke(key)}
            >
              {revoking ? 'Revoking...' : 'Revoke'}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
