// An agent's style guide (docs/decisions/131-approvals-that-teach.md): short lines the owner writes, and lines learned
// from reviewers' decisions, each marked by what taught it. The guide is bounded so it stays a guide, not a manual.

/** The most lines a guide holds, and the most characters. */
export const GUIDE_MAX_LINES = 12
export const GUIDE_MAX_CHARS = 1500
/** The longest line a review teaches; a longer reason is cut to this. */
export const LEARNED_LINE_MAX = 200

/** What taught a learned line: a rejection's reason, or the note a draft was written again with. */
export type GuideLesson = 'rejection' | 'feedback'

/** The marks learned lines start with: the owner reads where a line came from, and the model reads it as a reviewer's. */
export const LEARNED_PREFIX: Record<GuideLesson, string> = {
  rejection: 'Rejected because: ',
  feedback: 'Reviewer asked: ',
}
const PREFIXES = Object.values(LEARNED_PREFIX)

/** The guide's lines: each non-blank line, trimmed. */
export function guideLines(guide: string | null | undefined): string[] {
  return (guide ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Whether a line was learned from a review (the owner's own lines are never dropped to make room). */
export const isLearnedLine = (line: string) => PREFIXES.some((prefix) => line.startsWith(prefix))

/** What a line says, without its mark, in lower case and without closing punctuation: two lines saying it are one. */
function lessonKey(line: string): string {
  const prefix = PREFIXES.find((each) => line.startsWith(each))
  const text = prefix ? line.slice(prefix.length) : line
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!;,]+$/u, '')
    .trim()
}

/** One line, at most LEARNED_LINE_MAX characters: a reviewer's text on a single line. */
function learnedText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= LEARNED_LINE_MAX ? flat : `${flat.slice(0, LEARNED_LINE_MAX - 1).trimEnd()}…`
}

const fits = (lines: string[]) => lines.length <= GUIDE_MAX_LINES && lines.join('\n').length <= GUIDE_MAX_CHARS

/**
 * The guide with a reviewer's reason or note added as its newest line, or null when nothing changes. A lesson the guide
 * already holds (case and closing punctuation aside) is not added twice: a learned one moves to the end, as the newest;
 * one the owner wrote stays. To make room, the oldest learned lines go first; when the owner's lines fill the guide,
 * the lesson is not added.
 */
export function addLesson(guide: string | null | undefined, lesson: GuideLesson, text: string): string | null {
  const said = learnedText(text)
  if (said === '') return null
  const line = `${LEARNED_PREFIX[lesson]}${said}`
  const key = lessonKey(line)
  const lines = guideLines(guide)
  const same = lines.find((each) => lessonKey(each) === key)
  if (same && !isLearnedLine(same)) return null
  const next = [...lines.filter((each) => each !== same), line]
  while (!fits(next)) {
    const oldest = next.findIndex((each, index) => index < next.length - 1 && isLearnedLine(each))
    if (oldest === -1) return null
    next.splice(oldest, 1)
  }
  const joined = next.join('\n')
  return joined === lines.join('\n') ? null : joined
}

/** The guide as the owner saved it: each line trimmed, blank lines dropped; null when nothing is left. */
export function normaliseGuide(text: string): string | null {
  const lines = guideLines(text)
  return lines.length ? lines.join('\n') : null
}
