import * as React from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import type { PasswordContext } from '@/shared/passwords/password-rules'
import type { PasswordCheck } from '@/shared/passwords/password-strength'
import { FieldError } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/cn'
import { usePasswordCheck } from '../hooks/use-password-check'

type PasswordFieldProps<TValues extends FieldValues, TOut> = {
  control: Control<TValues, unknown, TOut>
  name: Path<TValues>
  /** Whose password it is, as far as the form knows: the meter counts these as easy to guess. */
  context: PasswordContext
  label?: string
  description?: string
}

/**
 * A new password with a strength meter and the rule's advice under it (docs/product.md#auth-validation).
 * Mount it in a form whose resolver is wrapped in withPasswordCheck, so a submit applies the same rule.
 */
export function PasswordField<TValues extends FieldValues, TOut>({
  control,
  name,
  context,
  label = 'Password',
  description = 'At least 8 characters. A few unrelated words make a strong one.',
}: PasswordFieldProps<TValues, TOut>) {
  const { field, fieldState } = useController({ control, name })
  const value = typeof field.value === 'string' ? field.value : ''
  const { check, load } = usePasswordCheck(value, context)
  const id = React.useId()
  const error = fieldState.error?.message
  const ids = { description: `${id}-description`, feedback: `${id}-feedback`, error: `${id}-error` }

  return (
    <div data-slot="field" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...field}
        id={id}
        value={value}
        type="password"
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.description, check ? ids.feedback : null, error ? ids.error : null].filter(Boolean).join(' ')}
        onFocus={load}
        onChange={(event) => {
          load()
          field.onChange(event)
        }}
      />
      <p id={ids.description} className="text-xs text-muted-foreground">
        {description}
      </p>
      <PasswordFeedback id={ids.feedback} check={check} error={error} />
      <FieldError id={ids.error} message={error} />
    </div>
  )
}

const LEVELS = [
  { label: 'Very weak', bar: 'bg-danger' },
  { label: 'Weak', bar: 'bg-danger' },
  { label: 'Fair', bar: 'bg-amber-500 dark:bg-amber-400' },
  { label: 'Strong', bar: 'bg-success' },
  { label: 'Very strong', bar: 'bg-success' },
] as const

/** The meter and advice: hidden from the reading order (the input names it in aria-describedby), told in the live line. */
function PasswordFeedback({ id, check, error }: { id: string; check: PasswordCheck | null; error?: string }) {
  const level = check ? LEVELS[check.score] : null
  // The error line below already says it after a submit.
  const message = check && !check.ok && check.message !== error ? check.message : null
  const suggestions = check && !check.ok ? check.suggestions : []
  return (
    <>
      {/* Polite and only the level: a screen reader hears it when the strength changes, not on every key; the advice
          is in the input's description. */}
      <p aria-live="polite" className="sr-only">
        {level ? `Password strength: ${level.label}` : null}
      </p>
      {check && level ? (
        <div id={id} aria-hidden="true" data-testid="password-feedback" className="grid gap-1.5 text-xs">
          <div className="grid grid-cols-4 gap-1">
            {[1, 2, 3, 4].map((step) => (
              <span key={step} className={cn('h-1.5 rounded-full', step <= Math.max(check.score, 1) ? level.bar : 'bg-muted')} />
            ))}
          </div>
          <p>
            <span className="font-medium">Strength: {level.label}.</span>
            {message ? ` ${message}` : null}
          </p>
          {suggestions.length > 0 ? (
            <ul className="grid list-disc gap-0.5 ps-4 text-muted-foreground">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
