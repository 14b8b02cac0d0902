import { badRequest } from '@/server/platform/http/http-errors'

// The dashboard's keyset cursors: the last row's created_at, as PostgreSQL prints it (microseconds kept), and its id,
// as base64url JSON. A cursor comes back from the client, so it is decoded strictly: anything PostgreSQL could refuse
// to cast (a year 0, a 30 February, an id of dashes) is a 400 here, never a 500 from the query.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// 2026-12-01 10:00:00.123456+00 (timestamptz::text) or 2026-12-01T10:00:00.5Z (ISO 8601); the zone is required.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/
type Fields = [number, number, number, number, number, number, number, number]

function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = match.slice(1).map((part) => Number(part ?? 0)) as Fields
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return year >= 1 && realDay && hour < 24 && minute < 60 && second < 60 && zoneHours <= 15 && zoneMinutes < 60
}

const invalidCursor = () => badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }])

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url')
}

/** [created_at, id] of a cursor the server handed out; a 400 for anything else. */
export function decodeCursor(cursor: string): [string, string] {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor()
  const [stamp, id] = value as unknown[]
  if (typeof stamp !== 'string' || typeof id !== 'string' || !isTimestamp(stamp) || !UUID.test(id)) throw invalidCursor()
  return [stamp, id]
}
