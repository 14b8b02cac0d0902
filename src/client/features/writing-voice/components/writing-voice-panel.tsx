import type { User } from '@/shared/schemas/auth'
import type { WritingVoiceView } from '@/shared/schemas/writing-voice'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useSaveWritingVoice, useWritingVoice } from '../api/writing-voice'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const voiceChecks = lazySchema(() => import('@/shared/schemas/writing-voice').then((schemas) => schemas.writingVoiceSchema))
const FIELDS = ['voice'] as const
/** The form's limit, the schema's (WRITING_VOICE_MAX), without loading zod for it. */
const VOICE_MAX = 600

/**
 * Settings → Agent e-mails, "How your e-mails sound" (docs/decisions/131-approvals-that-teach.md): one voice and a few
 * instructions every agent's writer is given. The owner writes it; members read it.
 */
export function WritingVoicePanel({ user }: { user: User }) {
  const query = useWritingVoice()
  const canChange = user.role === 'owner'
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">How your e-mails sound</CardTitle>
        <CardDescription>
          The voice and instructions every agent writes with when a language model writes its e-mails: formal or casual, “we” or “I”, words
          you use or avoid. It never overrides the facts: what an agent may promise stays in “What your agents may say”.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryPanel
          query={query}
          what="how your e-mails sound"
          loadingLabel="Loading how your e-mails sound"
          skeleton={['h-24 w-full']}
          isEmpty={(view) => !canChange && !view.voice}
          empty="Nothing is written here yet, so your agents write in a warm, plain voice of their own."
        >
          {(view) =>
            canChange ? <VoiceForm key={view.voice ?? ''} view={view} /> : <p className="text-sm whitespace-pre-wrap">{view.voice}</p>
          }
        </QueryPanel>
      </CardContent>
    </Card>
  )
}

function VoiceForm({ view }: { view: WritingVoiceView }) {
  const save = useSaveWritingVoice()
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { voice: view.voice ?? '' },
    schema: voiceChecks,
    submit: async (values) => {
      try {
        await save.mutateAsync(values)
        toast({ title: 'Saved', description: 'Your agents write in this voice from their next e-mail on.' })
      } catch (error) {
        toast({ variant: 'destructive', title: 'Not saved', description: getErrorMessage(error, 'Please try again.') })
        throw error
      }
    },
  })
  return (
    <form ref={formRef} noValidate action={action} onFocus={voiceChecks.preload} className="grid gap-3">
      <Field
        label="Voice and instructions"
        description={`Up to ${VOICE_MAX} characters, for example: “Friendly and brief. Say we, not I. Never use exclamation marks.” Empty: a warm, plain voice.`}
        error={state.errors.voice}
      >
        <Textarea name="voice" rows={4} maxLength={VOICE_MAX} defaultValue={state.values.voice} />
      </Field>
      <Button type="submit" disabled={isPending} className="justify-self-start">
        {isPending ? 'Saving…' : 'Save how your e-mails sound'}
      </Button>
    </form>
  )
}
