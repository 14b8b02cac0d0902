import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

/**
 * Puts a 4xx answer's field issues (src/shared/schemas/errors.ts) on the matching form fields.
 * Issue paths may be dotted ('body.email'); the last segment names the field.
 */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return
  for (const issue of error.issues) {
    const name = issue.path.split(/[./]/).pop()
    const field = fields.find((candidate) => candidate === name)
    if (field) setError(field, { type: 'server', message: issue.message })
  }
}
