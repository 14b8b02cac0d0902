import { describe, expect, it } from 'vitest'
import { contrastOf, textColorOn } from './text-on-color'

describe('the text colour on a brand colour', () => {
  it('is white on dark colours and black on light ones', () => {
    expect(textColorOn('#4f46e5')).toBe('#ffffff')
    expect(textColorOn('#1e3a8a')).toBe('#ffffff')
    expect(textColorOn('#fde047')).toBe('#000000')
    expect(textColorOn('#ffffff')).toBe('#000000')
    expect(textColorOn('#000000')).toBe('#ffffff')
  })

  it('reaches WCAG AA (4.5:1) on every colour', () => {
    let worst = 21
    for (let value = 0; value < 0x1000000; value += 0x010307) {
      const hex = `#${value.toString(16).padStart(6, '0')}`
      worst = Math.min(worst, contrastOf(hex, textColorOn(hex)))
    }
    // Every grey too: the hardest colours are mid-tones.
    for (let level = 0; level < 256; level += 1) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`
      worst = Math.min(worst, contrastOf(hex, textColorOn(hex)))
    }
    expect(worst).toBeGreaterThanOrEqual(4.5)
  })

  it('measures the known ratios', () => {
    expect(contrastOf('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastOf('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
