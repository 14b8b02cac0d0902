import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HttpError } from '@/server/platform/http/http-errors'
import { decodeCursor, encodeCursor, isEpochMicros, isUuid, TIMESTAMP_CURSOR } from './page-cursor'

const ID = '3f2c9a4e-1b7d-4c8e-9f10-2a3b4c5d6e7f'

describe('page cursors', () => {
  it('give back what the server encoded', () => {
    for (const stamp of ['2026-12-01 10:00:00.123456+00', '2026-12-01 15:30:00+05:30', '2024-02-29 23:59:59-11', '2026-12-01T10:00:00Z'])
      expect(decodeCursor(encodeCursor(stamp, ID), TIMESTAMP_CURSOR)).toEqual([stamp, ID])
  })

  it('refuse anything PostgreSQL could fail to cast, with a 400', () => {
    for (const stamp of [
      '1',
      '2026-12-01',
      '2026-12-01 10:00:00',
      '0000-01-01 00:00:00+00',
      '2025-02-29 10:00:00+00',
      '2026-12-01 10:60:00+00',
    ])
      expect(() => decodeCursor(encodeCursor(stamp, ID), TIMESTAMP_CURSOR)).toThrow(HttpError)
    for (const id of ['-'.repeat(36), `${ID}x`, ID.replaceAll('-', ''), ''])
      expect(() => decodeCursor(encodeCursor('2026-12-01 10:00:00+00', id), TIMESTAMP_CURSOR)).toThrow(HttpError)
  })

  it('hold each list to its own shape', () => {
    const micros = { position: isEpochMicros, id: isUuid }
    expect(decodeCursor(encodeCursor('1796119200123456', ID), micros)).toEqual(['1796119200123456', ID])
    expect(() => decodeCursor(encodeCursor('2026-12-01 10:00:00+00', ID), micros)).toThrow(HttpError)
    expect(() => decodeCursor(encodeCursor('1796119200123456', ID), TIMESTAMP_CURSOR)).toThrow(HttpError)
  })

  it('answer any text with a pair or a 400, nothing else', () => {
    const decoded = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json().map((json) => Buffer.from(json).toString('base64url')),
    )
    fc.assert(
      fc.property(decoded, (cursor) => {
        try {
          const [stamp, id] = decodeCursor(cursor, TIMESTAMP_CURSOR)
          expect(typeof stamp === 'string' && typeof id === 'string').toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError)
          expect((error as HttpError).statusCode).toBe(400)
        }
      }),
    )
  })
})
