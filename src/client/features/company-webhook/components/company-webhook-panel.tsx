import type { CompanyWebhook } from '@/shared/schemas/company-webhook'
import type * as React from 'react'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useCompanyWebhook, useSaveCompanyWebhook } from '../api/company-webhook'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const webhookChecks = lazySchema(() => import('@/shared/schemas/company-webhook').then((schemas) => schemas.updateCompanyWebhookSchema))
const FIELDS = ['url'] as const

/**
 * Where the company's agent outputs go: its n8n webhook, signed (Standard Webhooks) with the secret shown here. `note`
 * goes under the URL: the route puts there what the privacy controls let the webhook receive (decision 101).
 */
export function CompanyWebhookPanel({ note }: { note?: React.ReactNode }) {
  const webhookQuery = useCompanyWebhook()
  return (
    <section aria-labelledby="webhook-heading">
      <Card>
        <CardHeader>
          <CardTitle id="webhook-heading" className="text-lg">
            n8n webhook
          </CardTitle>
          <CardDescription>
            Every action your agents take is posted to this URL, signed and retried until your workflow accepts it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryPanel query={webhookQuery} what="the webhook" skeleton={['h-20 w-full']}>
            {(webhook) => <WebhookForm key={webhook.url ?? ''} webhook={webhook} />}
          </QueryPanel>
          {note}
        </CardContent>
      </Card>
    </section>
  )
}

function WebhookForm({ webhook }: { webhook: CompanyWebhook }) {
  const save = useSaveCompanyWebhook()
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { url: webhook.url ?? '' },
    schema: webhookChecks,
    submit: async (values) => {
      try {
        await save.mutateAsync(values)
        toast({ title: 'Webhook saved', description: 'Agent outputs now go to your workflow.' })
      } catch (error) {
        toast({ variant: 'destructive', title: 'Could not save the webhook', description: getErrorMessage(error, 'Please try again.') })
        throw error
      }
    },
  })
  const remove = () =>
    save.mutate(null, {
      onSuccess: () => toast({ title: 'Webhook removed', description: 'Agent outputs are no longer sent.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not remove the webhook', description: getErrorMessage(error, 'Please try again.') }),
    })
  return (
    <div className="grid gap-4">
      <form
        ref={formRef}
        noValidate
        action={action}
        onFocus={webhookChecks.preload}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field label="Webhook URL" error={state.errors.url} className="flex-1">
          <Input
            name="url"
            type="url"
            autoComplete="off"
            placeholder="https://n8n.example.com/webhook/agents"
            defaultValue={state.values.url}
          />
        </Field>
        <Button type="submit" disabled={isPending || save.isPending} className="sm:mt-6">
          Save
        </Button>
        {webhook.url ? (
          <Button type="button" variant="outline" disabled={isPending || save.isPending} className="sm:mt-6" onClick={remove}>
            Remove
          </Button>
        ) : null}
      </form>
      {webhook.url && webhook.secret ? (
        <Field label="Signing secret" description="Verify the webhook-signature header with it (Standard Webhooks).">
          <Input readOnly value={webhook.secret} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </Field>
      ) : null}
    </div>
  )
}
