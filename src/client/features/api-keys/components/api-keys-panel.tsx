import { KeyRound } from 'lucide-react'
import type { ApiKey } from '@/shared/schemas/api-keys'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useApiKeys } from '../api/get-api-keys'
import { useRevokeApiKey } from '../api/revoke-api-key'
import { CreateApiKeyForm } from './create-api-key-form'

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
          <QueryPanel
            query={keysQuery}
            what="your API keys"
            loadingLabel="Loading API keys"
            skeleton={['h-12 w-full']}
            isEmpty={(keys) => keys.length === 0}
            empty="No API keys yet"
          >
            {(keys) => <ApiKeyList keys={keys} />}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const revokeMutation = useRevokeApiKey()
  const revoke = (key: ApiKey) =>
    revokeMutation.mutate(key.id, {
      onSuccess: () => toast({ title: 'API key revoked', description: `Requests with ${key.prefix}… are refused from now on.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Revoke failed', description: getErrorMessage(error, 'Revoke failed') }),
    })
  const revokeButton = (key: ApiKey) => {
    const revoking = revokeMutation.isPending && revokeMutation.variables === key.id
    return (
      <Button variant="outline" size="sm" disabled={revoking} aria-label={`Revoke API key ${key.name}`} onClick={() => revoke(key)}>
        {revoking ? 'Revoking...' : 'Revoke'}
      </Button>
    )
  }
  // A table from 640 px, a list of cards below it: five columns do not fit a phone without scrolling sideways.
  return (
    <>
      <Table containerClassName="hidden sm:block" aria-label="API keys">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Key</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Last used</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell className="font-medium wrap-anywhere">{key.name}</TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">{key.prefix}…</TableCell>
              <TableCell className="whitespace-nowrap">
                <RelativeTime value={key.created_at} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {key.last_used_at ? <RelativeTime value={key.last_used_at} /> : <span className="text-muted-foreground">Never</span>}
              </TableCell>
              <TableCell className="text-right">{revokeButton(key)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="grid gap-3 sm:hidden" aria-label="API keys">
        {keys.map((key) => (
          <li key={key.id} className="grid gap-2 rounded-lg border p-3">
            <p className="flex items-center gap-2 text-sm font-medium">
              <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 wrap-anywhere">{key.name}</span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Key</dt>
              <dd className="font-mono">{key.prefix}…</dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>
                <RelativeTime value={key.created_at} />
              </dd>
              <dt className="text-muted-foreground">Last used</dt>
              <dd>{key.last_used_at ? <RelativeTime value={key.last_used_at} /> : 'Never'}</dd>
            </dl>
            <div>{revokeButton(key)}</div>
          </li>
        ))}
      </ul>
    </>
  )
}
