import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import * as React from 'react'
import type { PrivacyControlOption } from '@/shared/options/privacy-controls'
import { Label } from '@/client/components/ui/label'
import { Switch } from '@/client/components/ui/switch'
import { getErrorMessage } from '@/client/lib/api-client'
import { useUpdatePrivacyControls } from '../api/update-privacy-controls'

type PrivacyControlRowProps = {
  option: PrivacyControlOption
  /** The control as the server last said. */
  value: boolean
  /** Only the owner changes the controls (docs/decisions/082-roles.md); members see them disabled. */
  canChange: boolean
}

/** One control: its switch, what the server does (decision 101's words), and whether the last change was saved. */
export function PrivacyControlRow({ option, value, canChange }: PrivacyControlRowProps) {
  const id = React.useId()
  const update = useUpdatePrivacyControls()
  // While saving, the switch shows what was asked for; if the save fails it returns to the server's value.
  const checked = update.isPending ? (update.variables[option.value] ?? value) : value
  const onCheckedChange = (next: boolean) => {
    // One save at a time per switch: a second click waits for the first answer instead of racing it.
    if (!update.isPending) update.mutate({ [option.value]: next })
  }
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <div className="grid gap-1">
          <Label htmlFor={id}>{option.label}</Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {option.description}
          </p>
        </div>
        {/* Always in the page, so screen readers announce what appears in it; empty, it takes no room. */}
        <p id={`${id}-status`} role="status" className="mt-1.5 text-sm empty:mt-0">
          {update.isPending ? (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
              Saving…
            </span>
          ) : update.isError ? (
            <span className="inline-flex items-start gap-1.5 text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              Not saved: {getErrorMessage(update.error, 'please try again.')}
            </span>
          ) : update.isSuccess ? (
            <span className="inline-flex items-center gap-1.5 text-success">
              <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
              Saved: {option.label} is {update.data.controls[option.value] ? 'on' : 'off'}.
            </span>
          ) : null}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={!canChange}
        aria-busy={update.isPending || undefined}
        aria-describedby={`${id}-description ${id}-status`}
        onCheckedChange={onCheckedChange}
        className="mt-0.5"
      />
    </li>
  )
}
