// Numbers a model spells out ("forty certified engineers", "twenty percent off") are numbers all the same: the draft
// checks read them as digits (docs/decisions/119-drafts-the-business-can-stand-behind.md). "One" and "two" are left as
// words: they are too common in ordinary sentences ("no one", "the two of us") to stand for a claim.

const UNITS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
}
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }
const SMALL: Record<string, number> = { one: 1, two: 2, ...UNITS }

const TENS_WORD = Object.keys(TENS).join('|')
const SMALL_WORD = Object.keys(SMALL).join('|')
const SCALE = /^(hundred|thousand)$/i
const SPELLED = new RegExp(
  `\\b(?:(?:${TENS_WORD})(?:[\\s-](?:${SMALL_WORD}))?|${Object.keys(UNITS).join('|')}|(?:${SMALL_WORD})[\\s-](?:hundred|thousand))(?:[\\s-](?:hundred|thousand))?\\b`,
  'gi',
)

/** The value of one spelled-out number ("forty", "twenty-five", "three hundred"), or null. */
function valueOf(words: string): number | null {
  let total = 0
  let current = 0
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word in TENS) current += TENS[word]!
    else if (word in SMALL) current += SMALL[word]!
    else if (SCALE.test(word)) current = (current || 1) * (word === 'hundred' ? 100 : 1000)
    else return null
    if (word === 'thousand') {
      total += current
      current = 0
    }
  }
  const value = total + current
  return value > 0 ? value : null
}

/** The text with every spelled-out number from three up written in digits. */
export function withNumbersAsDigits(text: string): string {
  return text.replace(SPELLED, (words) => String(valueOf(words) ?? words))
}
