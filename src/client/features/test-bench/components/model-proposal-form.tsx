import { useForm, useWatch } from 'react-hook-form'
import { AI_PROVIDER_LABELS, AI_PROVIDERS, type AiProvider } from '@/shared/ai/providers'
import type { StartTestBenchInput } from '@/shared/schemas/test-bench'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { NativeSelect } from '@/client/components/ui/native-select'
import { lazyResolver } from '@/client/lib/lazy-resolver'

type ModelValues = { provider: AiProvider; model: string; baseUrl: string; apiKey: string }
export const MODEL_FIELDS = ['provider', 'model', 'baseUrl', 'apiKey'] as const

type ProposedModel = NonNullable<StartTestBenchInput['model']>

function toProposal({ provider, model, baseUrl, apiKey }: ModelValues): ProposedModel {
  return {
    provider,
    model: model.trim(),
    baseUrl: provider === 'openai-compatible' ? baseUrl.trim() || null : null,
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
  }
}

// zod and the shared schema load on the form's first focus, not with the page (docs/decisions/097); the fields are
// checked as the API will read them (an empty key omitted, no base URL for a hosted service).
const resolver = lazyResolver<ModelValues, unknown, ProposedModel>(async () => {
  const [{ zodResolver }, { proposedModelSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/shared/schemas/test-bench'),
  ])
  const resolve = zodResolver(proposedModelSchema)
  return async (values, context, options) => (await resolve(toProposal(values), context, options as never)) as never
})

type Props = {
  pending: boolean
  onPropose: (model: ProposedModel) => void
  /** The server's field messages of the last attempt, by field. */
  serverErrors: Partial<Record<(typeof MODEL_FIELDS)[number], string>>
}

/** The model to try: as Settings → AI asks for it; the key is stored encrypted and never shown again. */
export function ModelProposalForm({ pending, onPropose, serverErrors }: Props) {
  const form = useForm<ModelValues, unknown, ProposedModel>({
    resolver,
    defaultValues: { provider: 'openai-compatible', model: '', baseUrl: '', apiKey: '' },
  })
  const provider = useWatch({ control: form.control, name: 'provider' })
  const { errors } = form.formState
  const error = (name: (typeof MODEL_FIELDS)[number]) => errors[name]?.message ?? serverErrors[name]
  return (
    <form
      noValidate
      aria-label="The model to try"
      onFocus={resolver.preload}
      onSubmit={form.handleSubmit(onPropose)}
      className="grid gap-4"
    >
      <Field label="Provider" error={error('provider')}>
        <NativeSelect {...form.register('provider')}>
          {AI_PROVIDERS.map((value) => (
            <option key={value} value={value}>
              {AI_PROVIDER_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Model" description="The model’s name as the provider knows it." error={error('model')}>
        <Input autoComplete="off" spellCheck={false} placeholder="gpt-4o-mini" {...form.register('model')} />
      </Field>
      {provider === 'openai-compatible' ? (
        <Field label="Base URL" description="Where the server answers OpenAI’s API." error={error('baseUrl')}>
          <Input type="url" autoComplete="off" spellCheck={false} placeholder="https://llm.example.com/v1" {...form.register('baseUrl')} />
        </Field>
      ) : null}
      <Field
        label="API key"
        description="Leave it empty to use the key saved for this provider. It is stored encrypted and never shown again."
        error={error('apiKey')}
      >
        <Input type="password" autoComplete="off" spellCheck={false} {...form.register('apiKey')} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? 'Starting…' : 'Run the test'}
      </Button>
    </form>
  )
}
