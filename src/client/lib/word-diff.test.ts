import { describe, expect, it } from 'vitest'
import { diffWords, type DiffPart } from './word-diff'

const rebuild = (parts: DiffPart[], side: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (side === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('')

describe('diffWords', () => {
  it('marks the words a reviewer would see changed, the rest unchanged', () => {
    expect(diffWords('Hi Grace, thanks for reaching out.', 'Hi Grace, thank you for reaching out today.')).toEqual([
      { kind: 'same', text: 'Hi Grace, ' },
      { kind: 'removed', text: 'thanks ' },
      { kind: 'added', text: 'thank you ' },
      { kind: 'same', text: 'for reaching ' },
      { kind: 'removed', text: 'out.' },
      { kind: 'added', text: 'out today.' },
    ])
  })

  it('is one unchanged part for equal texts, and only additions or removals against an empty one', () => {
    expect(diffWords('Same text here', 'Same text here')).toEqual([{ kind: 'same', text: 'Same text here' }])
    expect(diffWords('', 'New words')).toEqual([{ kind: 'added', text: 'New words' }])
    expect(diffWords('Old words', '')).toEqual([{ kind: 'removed', text: 'Old words' }])
    expect(diffWords('', '')).toEqual([])
  })

  it('ignores spacing when comparing, and keeps line breaks in the text', () => {
    const parts = diffWords('Hello there\n\nBest', 'Hello  there\n\nKind regards')
    expect(parts[0]).toEqual({ kind: 'same', text: 'Hello  there\n\n' })
    expect(rebuild(parts, 'after')).toBe('Hello  there\n\nKind regards')
  })

  it('rebuilds both texts exactly from its parts', () => {
    const pairs = [
      ['  Leading space and a tail ', 'Leading space, and a new tail'],
      ['a b c d e f', 'f e d c b a'],
      ['one two three', 'zero one three four'],
    ] as const
    for (const [before, after] of pairs) {
      const parts = diffWords(before, after)
      expect(rebuild(parts, 'after')).toBe(after)
      // The old side keeps its words; the spaces shared with the new side are the new side's.
      expect(rebuild(parts, 'before').replace(/\s+/g, ' ').trim()).toBe(before.replace(/\s+/g, ' ').trim())
    }
  })

  it('shows very long texts as one removal and one addition instead of building a huge table', () => {
    const before = 'word '.repeat(700)
    const after = 'other '.repeat(700)
    expect(diffWords(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ])
  })
})
