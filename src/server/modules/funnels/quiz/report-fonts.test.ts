import { describe, expect, it } from 'vitest'
import { MISSING_GLYPH, splitIntoRuns } from './report-fonts'

const describeRuns = (text: string, weight: 'regular' | 'bold' = 'regular') =>
  splitIntoRuns(text, weight).map((run) => [run.font.postscriptName, run.text])

describe('splitIntoRuns', () => {
  it('keeps Latin, Greek and Cyrillic in Noto Sans', () => {
    expect(describeRuns('Ōsaka Café, Ελληνικά, Привет')).toEqual([['NotoSans-Regular', 'Ōsaka Café, Ελληνικά, Привет']])
    expect(describeRuns('Zürich GmbH', 'bold')).toEqual([['NotoSans-Bold', 'Zürich GmbH']])
  })

  it('gives Chinese characters and kana the SC font, Hangul the KR font, and Latin letters back to Noto Sans', () => {
    expect(describeRuns('東京ジム (本店) Gym 서울')).toEqual([
      ['NotoSansHans-Regular', '東京ジム (本店) '],
      ['NotoSans-Regular', 'Gym '],
      ['NotoSansKR-Regular', '서울'],
    ])
  })

  it('replaces what no font has and drops invisible joiners and selectors', () => {
    expect(describeRuns('💪\uFE0F Gym 👨\u200D👩')).toEqual([['NotoSans-Regular', `${MISSING_GLYPH} Gym ${MISSING_GLYPH}${MISSING_GLYPH}`]])
    expect(describeRuns('مطعم')).toEqual([['NotoSans-Regular', MISSING_GLYPH.repeat(4)]])
    expect(describeRuns('a\r\nb\u0000')).toEqual([['NotoSans-Regular', `a${MISSING_GLYPH}${MISSING_GLYPH}b${MISSING_GLYPH}`]])
    expect(describeRuns('\uD800x')).toEqual([['NotoSans-Regular', `${MISSING_GLYPH}x`]])
  })

  it('composes decomposed accents so the precomposed glyph is used', () => {
    expect(describeRuns('Cafe\u0301')).toEqual([['NotoSans-Regular', 'Café']])
  })

  it('gives one empty run for an empty text', () => {
    expect(describeRuns('')).toEqual([['NotoSans-Regular', '']])
  })
})
