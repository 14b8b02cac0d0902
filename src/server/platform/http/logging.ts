import { DrizzleQueryError } from 'drizzle-orm'
import type { FastifyLoggerOptions, FastifyRequest } from 'fastify'

/**
 * What the log may hold: which error, where, and for which request; never with what. A failing query's error carried
 * its parameters three times (drizzle's message and `params`, the driver's `params`), and the driver's `detail` and
 * some of its messages repeat the values, so e-mail addresses and key hashes reached the error log.
 */

/** What carries credentials: headers, wherever a log line holds them (Fastify's request line holds none by default), and API keys. */
const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // A language model's API key (Config['ai'], a company's model in Settings → AI), should an object holding one be logged.
  'apiKey',
  '*.apiKey',
  'api_key',
  '*.api_key',
]

// The local part takes every character RFC 5322 allows unquoted: the sign-up form accepts o'brien@…, and a narrower
// class masked only "brien@…", leaving the rest of the address in an SMTP server's refusal.
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const scrubEmails = (text: string) => text.replace(EMAIL, '[email]')

/** A PostgreSQL error as pg and PGlite raise it. `detail` and `where` hold values and are never read. */
type DatabaseError = Error & { code: string; severity: unknown; constraint?: string; table?: string; column?: string; schema?: string }

function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | undefined)?.code
  return error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error
}

/**
 * The path of a URL without its query string (an invitation link carries its token there, `/auth?token=…`) and without
 * the token an unsubscribe link carries in its path (`/api/unsubscribe/<token>`, docs/decisions/125-unsubscribe.md).
 */
export const loggedPath = (url: string) => (url.split('?')[0] ?? url).replace(/^(\/api\/unsubscribe\/)[^/]+/, '$1[token]')

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown }

const typeOf = (error: Error) => error.constructor?.name || error.name
const stackFrames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))

/**
 * A database error as the log may hold it: its class, SQLSTATE and the names of the constraint, table and column, the
 * query's text (placeholders, no values) and the stack's frames. In the driver's message every quoted value that is not
 * one of those names is masked: "invalid input syntax for type uuid" quotes the value it refused.
 */
function serializeDatabaseError(error: Error, cause: DatabaseError): SerializedError {
  const names = new Set([cause.constraint, cause.table, cause.column, cause.schema].filter(Boolean))
  const reason = cause.message.replace(/"((?:[^"]|"")*)"/g, (quoted, name: string) => (names.has(name) ? quoted : '"…"'))
  const query = error === cause ? undefined : (error as { query?: unknown }).query
  const message = scrubEmails(typeof query === 'string' ? `Failed query: ${query}: ${reason}` : reason)
  return {
    type: typeOf(error),
    message,
    stack: [`${typeOf(error)}: ${message}`, ...stackFrames(error)].join('\n'),
    code: cause.code,
    ...(cause.constraint ? { constraint: cause.constraint } : {}),
    ...(cause.table ? { table: cause.table } : {}),
    ...(cause.column ? { column: cause.column } : {}),
  }
}

/**
 * The `err` serializer: database errors (drizzle's DrizzleQueryError around the driver's error, or the driver's own)
 * through serializeDatabaseError; any other error keeps its class, message, stack and code, with e-mail addresses
 * masked, and its cause serialized the same way. Other properties (a request's body, a query's parameters) are left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubEmails(String(error)), stack: '' }
  const cause = (error as { cause?: unknown }).cause
  if (isDatabaseError(error)) return serializeDatabaseError(error, error)
  if (isDatabaseError(cause)) return serializeDatabaseError(error, cause)
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  // A query that failed short of the database (a lost connection): drizzle's message lists the parameters.
  const message = scrubEmails(error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message)
  const stack = error instanceof DrizzleQueryError ? [`${typeOf(error)}: ${message}`, ...stackFrames(error)].join('\n') : error.stack
  return {
    type: typeOf(error),
    message,
    stack: scrubEmails(stack ?? ''),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
    ...(error instanceof AggregateError && depth < 3
      ? { errors: error.errors.slice(0, 5).map((item) => serializeError(item, depth + 1)) }
      : {}),
  }
}

/** Fastify's request line without the query string or the `accept-version` header. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The logger's options besides its level and destination (app.ts). */
export const LOGGER_OPTIONS = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { err: serializeError, req: serializeRequest },
} satisfies Pick<FastifyLoggerOptions, 'serializers'> & { redact: { paths: string[]; censor: string } }
