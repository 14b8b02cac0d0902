import { Copy, KeyRound } from 'lucide-react'
import type { CreatedApiKey } from '@/shared/schemas/api-keys'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useCreateApiKey } from '../api/create-api-key'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const createApiKeyChecks = lazySchema(() => import('@/shared/schemas/api-keys').then((schemas) => schemas.createApiKeySchema))
const FIELDS = ['name'] as const

export function CreateApiKeyForm() {
  const createMutation = useCreateApiKey()
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { name: '' },
    schema: createApiKeyChecks,
    submit: async (values) => {
      try {
        await createMutation.mutateAsync(values)
        toast({ title: 'API key created', description: 'Copy it now: it is shown only once.' })
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Could not create the key',
          description: getErrorMessage(error, 'Could not create the key'),
        })
        throw error
      }
    },
  })

  return (
    <div className="grid gap-3">
      <form
        ref={formRef}
        noValidate
        action={action}
        onFocus={createApiKeyChecks.preload}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          label="Key name"
          description="Where the key will be used, such as your n8n workflow."
          error={state.errors.name}
          className="flex-1"
        >
          <Input name="name" autoComplete="off" placeholder="n8n production" defaultValue={state.values.name} />
        </Field>
        <Button type="submit" disabled={isPending} className="sm:mt-6">
          {isPending ? 'Creating...' : 'Create API key'}
        </Button>
      </form>
      {createMutation.data ? <CreatedKey apiKey={createMutation.data} /> : null}
    </div>
  )
}

/** The full key exists only in the create answer (the server keeps a hash), so it is shown once. */
function CreatedKey({ apiKey }: { apiKey: CreatedApiKey }) {
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key)
      toast({ title: 'Key copied', description: `Send it as Authorization: Bearer <key> to ${window.location.origin}/api/events.` })
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the key and copy it manually.' })
    }
  }
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-secondary/50 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        New key “{apiKey.name}”
      </p>
      <p className="text-sm text-muted-foreground">Copy it now: for security it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={apiKey.key}
          aria-label={`API key ${apiKey.name}`}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copyKey()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  )
}
