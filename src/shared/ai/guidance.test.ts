import { describe, expect, it } from 'vitest'
import { addLesson, GUIDE_MAX_CHARS, GUIDE_MAX_LINES, guideLines, LEARNED_LINE_MAX, normaliseGuide } from './guidance'

describe('a lesson added to the style guide', () => {
  it('becomes the newest line, marked by what taught it', () => {
    expect(addLesson(null, 'rejection', 'Too pushy')).toBe('Rejected because: Too pushy')
    expect(addLesson('Use first names.', 'feedback', '  Shorter,\n please ')).toBe('Use first names.\nReviewer asked: Shorter, please')
  })

  it('is not added twice, whatever its case and closing punctuation; a repeated lesson becomes the newest', () => {
    const guide = 'Rejected because: Too pushy\nReviewer asked: Mention the demo'
    expect(addLesson(guide, 'rejection', 'too PUSHY.')).toBe('Reviewer asked: Mention the demo\nRejected because: too PUSHY.')
    expect(addLesson(guide, 'rejection', 'Mention the demo!')).toBe('Rejected because: Too pushy\nRejected because: Mention the demo!')
    // The owner already says it: the guide stays as the owner wrote it.
    expect(addLesson('Never use exclamation marks', 'feedback', 'never use exclamation marks')).toBeNull()
  })

  it('drops the oldest learned lines to stay within its lines, never the owner’s', () => {
    const owner = ['Use first names.', 'Sign off warmly.']
    let guide: string | null = owner.join('\n')
    for (let index = 1; index <= GUIDE_MAX_LINES + 3; index++) guide = addLesson(guide, 'rejection', `Reason ${index}`) ?? guide
    const lines = guideLines(guide)
    expect(lines).toHaveLength(GUIDE_MAX_LINES)
    expect(lines.slice(0, 2)).toEqual(owner)
    expect(lines.at(-1)).toBe(`Rejected because: Reason ${GUIDE_MAX_LINES + 3}`)
    expect(lines).not.toContain('Rejected because: Reason 1')
  })

  it('keeps within its characters, each learned line cut to its length', () => {
    let guide: string | null = null
    for (let index = 0; index < 10; index++) guide = addLesson(guide, 'feedback', `${index} ${'x'.repeat(400)}`) ?? guide
    expect(guide!.length).toBeLessThanOrEqual(GUIDE_MAX_CHARS)
    for (const line of guideLines(guide)) expect(line.length).toBeLessThanOrEqual('Reviewer asked: '.length + LEARNED_LINE_MAX)
    expect(guideLines(guide).at(-1)).toMatch(/^Reviewer asked: 9 x+…$/)
  })

  it('is left out when the owner’s lines fill the guide', () => {
    const full = Array.from({ length: GUIDE_MAX_LINES }, (_, index) => `Rule ${index}`).join('\n')
    expect(addLesson(full, 'rejection', 'Too long')).toBeNull()
    expect(addLesson(null, 'rejection', '   ')).toBeNull()
  })
})

describe('the guide as the owner saves it', () => {
  it('is its trimmed, non-blank lines, or null when empty', () => {
    expect(normaliseGuide('  Use first names. \n\n\n Keep it short ')).toBe('Use first names.\nKeep it short')
    expect(normaliseGuide(' \n ')).toBeNull()
  })
})
