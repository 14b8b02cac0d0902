import { describe, expect, it } from 'vitest'
import { formatDuration, formatRate } from './format'

describe('formatDuration', () => {
  it('reads seconds, minutes and hours, and a dash for none', () => {
    expect(formatDuration(null)).toBe('—')
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(42.4)).toBe('42 s')
    expect(formatDuration(185)).toBe('3 min 05 s')
    expect(formatDuration(3720)).toBe('1 h 02 min')
  })
})

describe('formatRate', () => {
  it('rounds to whole percent, with a decimal below 10 %', () => {
    expect(formatRate(null)).toBe('—')
    expect(formatRate(0)).toBe('0%')
    expect(formatRate(0.25)).toBe('25%')
    expect(formatRate(0.034)).toBe('3.4%')
    expect(formatRate(1)).toBe('100%')
  })
})
