// Speed (docs/performance.md, docs/decisions/099): react-hook-form is 14 KB of gzip; the workspace home's three
// one-field forms (API key name, invitation e-mail, webhook URL) are what brought it into `/app`'s first load.
import * as React from 'react'
import type { z } from 'zod'
import { serverFieldErrors } from './form-errors'

export type FormActionState<Field extends string> = {
  /** What the fields show: the typed values after a refusal, the initial ones after a success. */
  values: Record<Field, string>
  errors: Partial<Record<Field, string>>
}

/** A shared schema (src/shared/schemas) imported on first use, so zod stays off the page's first load. */
export type LazySchema<Output> = { load: () => Promise<z.ZodType<Output> | null>; preload: () => void }

export function lazySchema<Output>(importSchema: () => Promise<z.ZodType<Output>>): LazySchema<Output> {
  let loading: Promise<z.ZodType<Output>> | undefined
  const load = () =>
    (loading ??= importSchema().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    // If the import fails (the connection dropped), the server checks the values with the same schema instead.
    load: () =>
      load().catch((error: unknown) => {
        console.warn('Could not load the form checks; the server checks the values instead', error)
        return null
      }),
    preload: () => void load().catch(() => undefined),
  }
}

type FormActionOptions<Field extends string, Output> = {
  fields: readonly Field[]
  initial: Record<Field, string>
  schema: LazySchema<Output>
  /** Sends the checked values; a thrown 4xx answer's field issues go on the fields. */
  submit: (values: Output) => Promise<unknown>
}

/**
 * A small form on React's form actions (`<form action>`), checked with the shared schema as react-hook-form's forms
 * are (docs/decisions/099): the fields stay uncontrolled, `defaultValue={state.values[field]}` keeps what was typed
 * after a refusal (React resets the form once the action ends), and the first field in error takes focus if the
 * visitor has not moved on to another part of the page meanwhile.
 */
export function useFormAction<Field extends string, Output>({ fields, initial, schema, submit }: FormActionOptions<Field, Output>) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const [state, action, isPending] = React.useActionState(
    async (_previous: FormActionState<Field>, formData: FormData): Promise<FormActionState<Field>> => {
      const values = Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? '')])) as Record<Field, string>
      const checks = await schema.load()
      const result = checks?.safeParse(values)
      if (result && !result.success) return { values, errors: schemaFieldErrors(result.error, fields) }
      try {
        await submit(result ? result.data : (values as Output))
        return { values: initial, errors: {} }
      } catch (error) {
        return { values, errors: serverFieldErrors(error, fields) }
      }
    },
    { values: initial, errors: {} },
  )

  React.useEffect(() => {
    const firstInError = fields.find((field) => state.errors[field])
    const control = firstInError ? formRef.current?.elements.namedItem(firstInError) : null
    // Only while the visitor is still at this form: a check that ends after they moved on must not take their typing.
    const active = document.activeElement
    const stillHere = !active || active === document.body || formRef.current?.contains(active)
    if (control instanceof HTMLElement && stillHere) control.focus()
  }, [state, fields])

  return { formRef, state, action, isPending }
}

function schemaFieldErrors<Field extends string>(error: z.ZodError, fields: readonly Field[]): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0])
    if (field) messages[field] ??= issue.message
  }
  return messages
}
