import { ApiError, getErrorMessage } from '@/client/lib/api-client'

/**
 * A form's refusal of the whole request (the lead changed meanwhile, the network dropped), which has no field to sit
 * on: an alert under the form. A refusal that names fields shows on those fields instead, and shows nothing here.
 */
export function RequestError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || (error instanceof ApiError && error.issues.length > 0)) return null
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {getErrorMessage(error, fallback)}
    </p>
  )
}
