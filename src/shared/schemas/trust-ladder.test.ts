import { describe, expect, it } from 'vitest'
import { demotionDue, promotionHolds, suggestsAutopilot, type TrustEvidence } from './trust-ladder'

// The trust ladder's rules (docs/decisions/130-trust-ladder.md), at their edges.
const evidence = (overrides: Partial<TrustEvidence> = {}): TrustEvidence => ({
  reviewed: 50,
  approved_unedited: 45,
  refusals_recent: 0,
  misses_last_20: 0,
  ...overrides,
})

describe('promotion to Autopilot', () => {
  it('holds at exactly 50 reviewed drafts, 90% approved as written and no refusal', () => {
    expect(promotionHolds(evidence())).toBe(true)
  })

  it('does not hold with 49 reviewed, 44 of 50 approved as written, or one refusal', () => {
    expect(promotionHolds(evidence({ reviewed: 49, approved_unedited: 49 }))).toBe(false)
    expect(promotionHolds(evidence({ approved_unedited: 44 }))).toBe(false)
    expect(promotionHolds(evidence({ refusals_recent: 1 }))).toBe(false)
  })

  it('is suggested only to an agent in Review', () => {
    expect(suggestsAutopilot('review', evidence())).toBe(true)
    expect(suggestsAutopilot('shadow', evidence())).toBe(false)
    expect(suggestsAutopilot('autopilot', evidence())).toBe(false)
  })
})

describe('back to Review', () => {
  it('is due with more than 3 rejections or refusals in the last 20, not with 3', () => {
    expect(demotionDue(3)).toBe(false)
    expect(demotionDue(4)).toBe(true)
  })
})
