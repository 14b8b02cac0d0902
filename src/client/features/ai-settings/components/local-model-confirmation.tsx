import { CircleAlert, LoaderCircle, ShieldAlert, ShieldCheck } from 'lucide-react'
import * as React from 'react'
import type { ModelHosting } from '@/shared/ai/settings'
import { Label } from '@/client/components/ui/label'
import { NativeCheckbox } from '@/client/components/ui/native-checkbox'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { getErrorMessage } from '@/client/lib/api-client'
import { useConfirmLocalModel } from '../api/confirm-local-model'

export const CONFIRM_LOCAL_LABEL = 'Our company runs this model, or has a data processing agreement for it'

/**
 * Who runs the company's model, for Local processing (docs/decisions/122-local-processing-that-means-it.md): a hosted
 * service never gets personal data while it is on; any other host gets it once the owner confirms it, here.
 */
export function LocalModelConfirmation({ hosting, canEdit }: { hosting: ModelHosting; canEdit: boolean }) {
  if (hosting.kind === 'hosted')
    return (
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="[overflow-wrap:anywhere]">
          {hosting.host ? `${hosting.host} is ${hosting.service}’s hosted service.` : `${hosting.service} is a hosted service.`} While Local
          processing is on, personal data never goes there: your agents’ templates write instead.
        </p>
      </div>
    )
  return canEdit ? <OwnerConfirmation hosting={hosting} /> : <ConfirmationSummary hosting={hosting} />
}

type OwnHosting = Extract<ModelHosting, { kind: 'own' }>

function Confirmed({ confirmation }: { confirmation: NonNullable<OwnHosting['confirmation']> }) {
  return (
    <>
      Confirmed by <span className="[overflow-wrap:anywhere]">{confirmation.by}</span>, <RelativeTime value={confirmation.at} />.
    </>
  )
}

function OwnerConfirmation({ hosting }: { hosting: OwnHosting }) {
  const id = React.useId()
  const save = useConfirmLocalModel()
  // While saving, the box shows what was asked for; if the save fails it returns to the server's answer. What was asked
  // is kept in the click's own render too: the mutation reports pending a moment later, and until then the controlled
  // box would spring back.
  const [asked, setAsked] = React.useState<boolean | null>(null)
  const checked = asked ?? (save.isPending ? save.variables !== null : hosting.confirmation !== null)
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (save.isPending || asked !== null) return
    setAsked(event.target.checked)
    save.mutate(event.target.checked ? hosting.host : null, { onSettled: () => setAsked(null) })
  }
  return (
    <div className="grid gap-2 rounded-lg border px-4 py-3">
      <div className="flex items-start gap-3">
        <NativeCheckbox
          id={id}
          checked={checked}
          onChange={onChange}
          aria-busy={save.isPending || asked !== null || undefined}
          aria-describedby={`${id}-description ${id}-status`}
          className="mt-0.5"
        />
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={id} className="leading-snug">
            {CONFIRM_LOCAL_LABEL}
          </Label>
          <p id={`${id}-description`} className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
            For {hosting.host}. While Local processing is on, personal data goes to this model only once you confirm this. Another host in
            the base URL needs it confirmed again; the privacy history records each change.
          </p>
        </div>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p id={`${id}-status`} role="status" className="pl-7 text-sm empty:hidden">
        {save.isPending ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Saving…
          </span>
        ) : save.isError ? (
          <span className="inline-flex items-start gap-1.5 text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            Not saved: {getErrorMessage(save.error, 'please try again.')}
          </span>
        ) : hosting.confirmation ? (
          <Confirmed confirmation={hosting.confirmation} />
        ) : null}
      </p>
    </div>
  )
}

function ConfirmationSummary({ hosting }: { hosting: OwnHosting }) {
  const Icon = hosting.confirmation ? ShieldCheck : ShieldAlert
  return (
    <div className="flex items-start gap-3 rounded-lg border px-4 py-3 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p className="[overflow-wrap:anywhere]">
        {hosting.confirmation ? (
          <>
            Your company runs the model at {hosting.host}, or has a data processing agreement for it.{' '}
            <Confirmed confirmation={hosting.confirmation} />
          </>
        ) : (
          `Not confirmed yet: while Local processing is on, personal data goes to the model at ${hosting.host} only once the owner confirms that your company runs it or has a data processing agreement for it.`
        )}
      </p>
    </div>
  )
}
