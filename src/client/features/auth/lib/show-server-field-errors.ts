import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * setServerFieldErrors (lib/form-errors.ts), imported when the server refuses a submit rather than with the page. The
 * workspace's pages use that module too: in /auth's first load it would share a chunk with react-hook-form and the
 * password field, which `/app` would then load for it (docs/decisions/100). If the import fails, the toast alone says
 * what went wrong.
 */
export async function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const formErrors = await import('@/client/lib/form-errors').catch(() => null)
  formErrors?.setServerFieldErrors(error, setError, fields)
}
