import { useForm, useWatch } from 'react-hook-form'
import { AI_PROVIDER_LABELS, AI_PROVIDERS, type AiProvider } from '@/shared/ai/providers'
import type { CompanyAiSettings, UpdateCompanyAiInput } from '@/shared/ai/settings'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { lazyResolver } from '@/client/lib/lazy-resolver'
import { useSaveCompanyModel } from '../api/save-company-model'
import { KEY_SAVING_UNAVAILABLE } from '@/shared/ai/key-saving'

type ModelFormValues = { provider: AiProvider; model: string; baseUrl: string; apiKey: string }
type ModelFields = Omit<UpdateCompanyAiInput, 'monthlyTokenBudget'>

const FIELDS = ['provider', 'model', 'baseUrl', 'apiKey'] as const

// What the form's fields mean to the API: a hosted service has no base URL, and an empty key keeps the saved one.
function toModelFields({ provider, model, baseUrl, apiKey }: ModelFormValues | ModelFields): ModelFields {
  return {
    provider,
    model,
    baseUrl: provider === 'openai-compatible' ? baseUrl || null : null,
    ...(apiKey ? { apiKey } : {}),
  }
}

// zod and the shared schema load on the form's first focus, not with the page (docs/decisions/097). The budget is not
// this form's field: it is checked with the value the page shows, which the budget form saves on its own.
const modelResolver = lazyResolver<ModelFormValues, { monthlyTokenBudget: number }, ModelFields>(async () => {
  const [{ zodResolver }, { updateCompanyAiSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/shared/ai/settings'),
  ])
  const resolve = zodResolver(updateCompanyAiSchema)
  // The same field names on both sides; only the types differ (the form's strings against the API's nulls).
  return async (values, context, options) =>
    (await resolve(
      { ...toModelFields(values), monthlyTokenBudget: context?.monthlyTokenBudget ?? 0 },
      undefined,
      options as never,
    )) as never
})

const PROVIDER_HINTS: Record<AiProvider, string> = {
  openai: 'OpenAI’s hosted service, for example gpt-4o-mini.',
  anthropic: 'Anthropic’s hosted service, for example claude-3-5-haiku-latest.',
  'openai-compatible': 'A server that speaks OpenAI’s API: Ollama, vLLM, LM Studio, llama.cpp’s server.',
}

/** The owner's form: provider, model, base URL (OpenAI-compatible only), API key (write-only) and Save. */
export function CompanyModelForm({ settings }: { settings: CompanyAiSettings }) {
  const save = useSaveCompanyModel()
  const { company, encryptionAvailable, monthlyTokenBudget } = settings
  const form = useForm<ModelFormValues, { monthlyTokenBudget: number }, ModelFields>({
    resolver: modelResolver,
    context: { monthlyTokenBudget },
    defaultValues: {
      provider: company?.provider ?? 'openai-compatible',
      model: company?.model ?? '',
      baseUrl: company?.baseUrl ?? '',
      apiKey: '',
    },
  })
  const provider = useWatch({ control: form.control, name: 'provider' })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...toModelFields(values), monthlyTokenBudget },
      {
        onSuccess: () => toast({ title: 'Model saved', description: `Your agents now write with ${values.model} where privacy allows.` }),
        onError: (error) => {
          setServerFieldErrors(error, form.setError, FIELDS)
          toast({ variant: 'destructive', title: 'Could not save the model', description: getErrorMessage(error, 'Please try again.') })
        },
      },
    ),
  )

  const useServerModel = () =>
    save.mutate(null, {
      onSuccess: () =>
        toast({ title: 'Your model is removed', description: 'The server’s default writes, or the templates if it has none.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not remove the model', description: getErrorMessage(error, 'Please try again.') }),
    })

  const keyDescription = !encryptionAvailable
    ? `${KEY_SAVING_UNAVAILABLE}.`
    : company?.keySet
      ? `A key ending in ••••${company.keyHint ?? ''} is saved; enter a new one to replace it. The key is never shown again.`
      : provider === 'openai-compatible'
        ? 'Only if your server asks for one. It is stored encrypted and never shown again.'
        : 'It is stored encrypted and never shown again.'

  return (
    <form noValidate onSubmit={onSubmit} onFocus={modelResolver.preload} className="grid gap-4">
      <Field label="Provider" description={PROVIDER_HINTS[provider]} error={errors.provider?.message}>
        <NativeSelect {...form.register('provider')}>
          {AI_PROVIDERS.map((value) => (
            <option key={value} value={value}>
              {AI_PROVIDER_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Model" description="The model’s name as the provider knows it." error={errors.model?.message}>
        <Input autoComplete="off" spellCheck={false} placeholder="llama3.1:8b" {...form.register('model')} />
      </Field>
      {provider === 'openai-compatible' ? (
        <Field
          label="Base URL"
          description="Where your server answers OpenAI’s API (Ollama, vLLM, LM Studio, llama.cpp’s server). It must be a public address this server can reach."
          error={errors.baseUrl?.message}
        >
          <Input type="url" autoComplete="off" spellCheck={false} placeholder="https://llm.example.com/v1" {...form.register('baseUrl')} />
        </Field>
      ) : null}
      <Field label="API key" description={keyDescription} error={errors.apiKey?.message}>
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          disabled={!encryptionAvailable}
          placeholder={company?.keySet ? 'Keep the saved key' : undefined}
          {...form.register('apiKey')}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && save.variables ? 'Saving…' : 'Save model'}
        </Button>
        {company ? (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={useServerModel}>
            {save.isPending && !save.variables ? 'Removing…' : 'Use the server’s model'}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
