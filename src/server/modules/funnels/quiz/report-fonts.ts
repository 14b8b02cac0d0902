import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { create, type Font } from 'fontkit'

export type FontWeight = 'regular' | 'bold'
export type TextRun = { font: Font; text: string }

/**
 * The report's fonts, tried in order for each character (docs/decisions/034): Noto Sans for Latin, Greek and
 * Cyrillic, Noto Sans SC for Chinese characters and Japanese kana, Noto Sans KR for Hangul. The CJK files are
 * read only when a text needs them; pdfkit embeds a subset of the glyphs used.
 */
type Family = { pkg: string; regular: string; bold: string }
const FAMILIES: readonly [Family, ...Family[]] = [
  { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  { pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
]

/** Printed for a character no font has (emoji, Arabic, Hebrew, Indic scripts …). */
export const MISSING_GLYPH = '?'

const require = createRequire(import.meta.url)
const loaded = new Map<string, Font>()

function loadFont(family: Family, weight: FontWeight): Font {
  const file = family[weight]
  let font = loaded.get(file)
  if (!font) {
    // The packages export only their file list, so the font is found beside the resolved entry point.
    const dir = join(dirname(require.resolve(family.pkg)), '..', 'fonts')
    font = create(readFileSync(join(dir, file)))
    loaded.set(file, font)
  }
  return font
}

function findFamily(codePoint: number): number {
  return FAMILIES.findIndex((family) => loadFont(family, 'regular').hasGlyphForCodePoint(codePoint))
}

// Invisible format characters (zero-width joiners, variation selectors) that no font draws: dropped, not replaced.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u
// Control characters would move the pen or be drawn as a box.
const CONTROL = /\p{Cc}/u
// Spaces and punctuation stay in the run they sit in, so '東京 (本店)' is one run; letters and digits take the
// first font that has them, so Latin text always looks the same.
const NEUTRAL = /[\p{Z}\p{P}]/u

/** Splits a text into runs that one font can draw each; a character no font has becomes MISSING_GLYPH. */
export function splitIntoRuns(value: string, weight: FontWeight): TextRun[] {
  const runs: { family: number; text: string }[] = []
  for (const char of value.normalize('NFC')) {
    if (IGNORABLE.test(char)) continue
    const codePoint = char.codePointAt(0)!
    const current = runs.at(-1)
    if (current && NEUTRAL.test(char) && loadFont(FAMILIES[current.family]!, 'regular').hasGlyphForCodePoint(codePoint)) {
      current.text += char
      continue
    }
    const family = CONTROL.test(char) ? -1 : findFamily(codePoint)
    const text = family === -1 ? MISSING_GLYPH : char
    if (current && (family === -1 || family === current.family)) current.text += text
    else runs.push({ family: Math.max(family, 0), text })
  }
  if (runs.length === 0) runs.push({ family: 0, text: '' })
  return runs.map((run) => ({ font: loadFont(FAMILIES[run.family]!, weight), text: run.text }))
}

/** Noto Sans in the given weight: for text known to be Latin. */
export function getBaseFont(weight: FontWeight): Font {
  return loadFont(FAMILIES[0], weight)
}

/** How far below the top of a line Noto Sans puts its baseline at this size, in points. */
export function getBaselineOffset(size: number): number {
  const font = getBaseFont('regular')
  return (font.ascent / font.unitsPerEm) * size
}
