/** One run of a word diff: words both texts share, or words only the old text (removed) or the new one (added) has. */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string }

// Past this many word pairs the table would cost more than a reader gains: the texts are shown as one removal and one
// addition instead. An approval's subject and body stay far below it (DRAFT_BODY_MAX is 1,500 characters).
const MAX_CELLS = 400_000

/** Words with the spaces after them; leading spaces stay a token of their own so no text is lost. */
function tokenize(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? []
}

/** Pushes text onto the parts, joining it to the last part when that is of the same kind. */
function append(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1)
  if (last?.kind === kind) last.text += text
  else parts.push({ kind, text })
}

/**
 * The word-level difference from `before` to `after` (a longest common subsequence of words, spaces ignored when
 * comparing): the parts, in order, whose `same` and `added` texts rebuild `after`, and whose `same` and `removed` texts
 * rebuild `before` up to spacing; a removal comes before the addition that replaces it.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const old = tokenize(before)
  const next = tokenize(after)
  const parts: DiffPart[] = []
  if (old.length * next.length > MAX_CELLS) {
    if (before) parts.push({ kind: 'removed', text: before })
    if (after) parts.push({ kind: 'added', text: after })
    return parts
  }
  const word = (token: string) => token.trim()
  // lengths[i][j]: the longest common run of old[i..] and next[j..], filled from the end.
  const width = next.length + 1
  const lengths = new Uint32Array((old.length + 1) * width)
  for (let i = old.length - 1; i >= 0; i -= 1) {
    for (let j = next.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        word(old[i]!) === word(next[j]!)
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
    }
  }
  let i = 0
  let j = 0
  while (i < old.length && j < next.length) {
    if (word(old[i]!) === word(next[j]!)) {
      append(parts, 'same', next[j]!)
      i += 1
      j += 1
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      append(parts, 'removed', old[i]!)
      i += 1
    } else {
      append(parts, 'added', next[j]!)
      j += 1
    }
  }
  for (; i < old.length; i += 1) append(parts, 'removed', old[i]!)
  for (; j < next.length; j += 1) append(parts, 'added', next[j]!)
  return parts
}
