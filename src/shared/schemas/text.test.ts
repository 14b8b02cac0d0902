import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { findUnstorableText, isStorableText, storable, storableText, UNSTORABLE_TEXT_MESSAGE, withStorableText } from './text'

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    expect(isStorableText('')).toBe(true)
    expect(isStorableText('Zoë, 東京, 😀, tab\tand\nline')).toBe(true)
    expect(isStorableText('\u0001\u007f')).toBe(true)
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udbffy', '\udc00', 'x\udfff', '\ude00\ud83d'])
      expect(isStorableText(bad)).toBe(false)
  })

  it('agrees with the regex fallback older browsers use', () => {
    const unit = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    )
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000') && !/\p{Surrogate}/u.test(text))
      }),
    )
  })
})

describe('storableText and storable', () => {
  it('answer the plain field message, and only that one', () => {
    const schema = z.strictObject({ name: storableText().trim().min(1).max(5), site: storable(z.url()) })
    const result = schema.safeParse({ name: '\u0000', site: 'https://example.com/\ud800' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', UNSTORABLE_TEXT_MESSAGE],
      ['site', UNSTORABLE_TEXT_MESSAGE],
    ])
    expect(schema.parse({ name: ' Zoë ', site: 'https://example.com/😀' })).toEqual({ name: 'Zoë', site: 'https://example.com/😀' })
  })
})

describe('findUnstorableText and withStorableText', () => {
  it('find a bad string or key anywhere in JSON', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'fine' }], c: 1, d: null, e: true })).toBeNull()
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b'])
    expect(findUnstorableText({ a: { ['k\ud800']: 'v' } })).toEqual(['a'])
    expect(findUnstorableText('\udc00')).toEqual([])
  })

  it('walk any depth without recursion', () => {
    let deep: unknown = 'x\u0000'
    for (let level = 0; level < 20_000; level += 1) deep = [deep]
    expect(findUnstorableText(deep)).toHaveLength(20_000)
  })

  it('add one issue at the bad string’s path', () => {
    const schema = withStorableText(z.strictObject({ fields: z.record(z.string(), z.string()) }))
    const result = schema.safeParse({ fields: { ok: 'yes', bad: 'x\ud800y' } })
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['fields', 'bad'], message: UNSTORABLE_TEXT_MESSAGE })])
    expect(schema.safeParse({ fields: { 'k\u0000': 'v' } }).error!.issues).toEqual([expect.objectContaining({ path: ['fields'] })])
    expect(schema.parse({ fields: { ok: '😀' } })).toEqual({ fields: { ok: '😀' } })
  })
})
