import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

/**
 * A 4xx answer's field issues (src/shared/schemas/errors.ts) by form field, the first message of each.
 * Issue paths may be dotted ('body.email'); the last segment names the field.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {}
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return messages
  for (const issue of error.issues) {
    const name = issue.path.split(/[./]/).pop()
    const field = fields.find((candidate) => candidate === name)
    if (field) messages[field] ??= issue.message
  }
  return messages
}

/** Puts a 4xx answer's field issues on the matching fields of a react-hook-form form. */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  for (const [field, message] of Object.entries(serverFieldErrors(error, fields)) as [Path<T>, string][])
    setError(field, { type: 'server', message })
}
