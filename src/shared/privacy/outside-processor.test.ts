import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIVACY_CONTROLS } from '../schemas/privacy'
import { mayUseOutsideProcessor } from './outside-processor'

describe('an outside processor', () => {
  it('is refused while local processing is on, as it is by default', () => {
    expect(mayUseOutsideProcessor(DEFAULT_PRIVACY_CONTROLS)).toBe(false)
    expect(mayUseOutsideProcessor({ ...DEFAULT_PRIVACY_CONTROLS, localProcessing: false })).toBe(true)
  })
})
