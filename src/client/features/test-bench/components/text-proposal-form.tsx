import { useForm } from 'react-hook-form'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'

type Props = {
  /** The field's label and what it is for. */
  label: string
  description: string
  /** What is in force now: the proposal starts from it. */
  current: string | null
  pending: boolean
  serverError?: string
  onPropose: (text: string) => void
}

/** A text to try instead of the one in force: the company's voice, or an agent's style guide. */
// The length and line limits are the server's (writingVoiceSchema, agentGuidanceSchema), shown on the field when it
// refuses: their module brings zod, which this page does not load with its first paint (docs/decisions/097).
export function TextProposalForm({ label, description, current, pending, serverError, onPropose }: Props) {
  const form = useForm<{ text: string }>({ defaultValues: { text: current ?? '' } })
  const error = form.formState.errors.text?.message ?? serverError
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit(({ text }) => onPropose(text))} className="grid gap-4">
      <Field label={label} description={description} error={error}>
        <Textarea
          rows={5}
          {...form.register('text', {
            validate: (text) => text.trim() !== (current ?? '').trim() || 'Change something to test it',
          })}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? 'Starting…' : 'Run the test'}
      </Button>
    </form>
  )
}
