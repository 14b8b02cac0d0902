import { describe, expect, it } from 'vitest'
import { getLeadPriority } from './quiz-lead'

describe('quiz lead priority (docs/product.md#quiz-webhook)', () => {
  it('rates an asap timeline high and every other one standard', () => {
    expect(getLeadPriority('asap')).toBe('high')
    for (const timeline of ['', '1-3-months', 'exploring']) expect(getLeadPriority(timeline)).toBe('standard')
  })
})
