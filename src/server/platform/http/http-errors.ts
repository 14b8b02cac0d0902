export type FieldIssue = { path: string; message: string }

/** An outcome a handler maps to a 4xx: its message reaches the client as-is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message)
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message)
export const forbidden = (message = 'Forbidden') => new HttpError(403, message)
export const conflict = (message: string, issues?: FieldIssue[]) => new HttpError(409, message, issues)
export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, message, issues)
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) })
