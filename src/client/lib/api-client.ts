import type { ErrorBody } from '@/shared/schemas/errors'

export type FieldIssue = { path: string; message: string }

// The shape of errorBodySchema (src/shared/schemas/errors.ts), checked by hand: every page that calls the API
// loads this module, and zod would add ~24 KB gzip to its first load (docs/decisions/020, 023).
function readErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null
  const { message, issues } = value as Record<string, unknown>
  if (typeof message !== 'string') return null
  if (issues === undefined) return { message }
  const valid =
    Array.isArray(issues) &&
    issues.every(
      (issue: unknown) =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof (issue as FieldIssue).path === 'string' &&
        typeof (issue as FieldIssue).message === 'string',
    )
  return valid ? { message, issues: (issues as FieldIssue[]).map(({ path, message }) => ({ path, message })) } : null
}

export class ApiError extends Error {
  readonly status: number
  readonly issues: FieldIssue[]

  constructor(status: number, message: string, issues: FieldIssue[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.issues = issues
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// docs/product.md#api-errors: the server's JSON `message`, else the response text, else the status text,
// else 'Request failed with status {code}'.
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  if (text) {
    try {
      const body = readErrorBody(JSON.parse(text))
      if (body?.message) return new ApiError(response.status, body.message, body.issues)
    } catch {
      // Not JSON: the text itself is the message.
    }
  }
  const message = text.trim() || response.statusText || `Request failed with status ${response.status}`
  return new ApiError(response.status, message)
}

/** Calls the API with the session cookie; resolves with the JSON answer, or undefined on 204. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** The message to show for any thrown value, with a fallback for non-API failures. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message
  return fallback
}
