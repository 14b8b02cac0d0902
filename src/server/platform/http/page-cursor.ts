import { badRequest } from './http-errors'

// Keyset cursors (the dashboard's, the back office's, the webhook delivery log's): the last row's sort position and
// its id, as base64url JSON. A cursor comes back from the client, so it is decoded strictly: each list says what its
// two parts look like, and anything PostgreSQL could refuse to cast (a year 0, a 30 February, an id of dashes) is a 400
// here, never a 500 from the query.

/** What each part of a list's cursor must look like. */
export type CursorShape = { position: (text: string) => boolean; id: (text: string) => boolean }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ANY_CASE_UUID = new RegExp(UUID.source, 'i')
// 2026-12-01 10:00:00.123456+00 (timestamptz::text) or 2026-12-01T10:00:00.5Z (ISO 8601); the zone is required.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/
type Fields = [number, number, number, number, number, number, number, number]

/** A timestamp with its zone that PostgreSQL casts to timestamptz: a real day, a year from 1. */
export function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = match.slice(1).map((part) => Number(part ?? 0)) as Fields
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return year >= 1 && realDay && hour < 24 && minute < 60 && second < 60 && zoneHours <= 15 && zoneMinutes < 60
}

/** A uuid as PostgreSQL prints one: lowercase. */
export const isUuid = (value: string) => UUID.test(value)

/** Microseconds since the epoch, as `(extract(epoch from …) * 1000000)::bigint::text` prints them after 1970. */
export const isEpochMicros = (value: string) => /^\d{1,17}$/.test(value)

/** The shape of the dashboard's cursors: created_at as PostgreSQL prints it (microseconds kept), and a uuid in either case. */
export const TIMESTAMP_CURSOR: CursorShape = { position: isTimestamp, id: (id) => ANY_CASE_UUID.test(id) }

const invalidCursor = () => badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }])

export function encodeCursor(position: string, id: string): string {
  return Buffer.from(JSON.stringify([position, id])).toString('base64url')
}

/** [position, id] of a cursor the server handed out for a list of this shape; a 400 for anything else. */
export function decodeCursor(cursor: string, shape: CursorShape): [string, string] {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor()
  const [position, id] = value as unknown[]
  if (typeof position !== 'string' || typeof id !== 'string' || !shape.position(position) || !shape.id(id)) throw invalidCursor()
  return [position, id]
}
