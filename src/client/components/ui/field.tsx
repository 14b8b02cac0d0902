import { Slot } from 'radix-ui'
import * as React from 'react'
import { cn } from '@/client/lib/cn'
import { Label } from './label'

type FieldProps = {
  label: React.ReactNode
  description?: React.ReactNode
  error?: string
  id?: string
  className?: string
  /** Exactly one control element; it receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement
}

/** Label, control, description and error wired together so assistive tech reads them as one. */
export function Field({ label, description, error, id: idProp, className, children }: FieldProps) {
  const generatedId = React.useId()
  const id = idProp ?? generatedId
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ')

  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A field's or a group's error line, with the id its controls point at (aria-describedby); nothing without one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null
}
