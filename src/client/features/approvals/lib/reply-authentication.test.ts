import { describe, expect, it } from 'vitest'
import { describeSenderCheck } from './reply-authentication'

const checked = (spf: string, dkim: string, dmarc: string) => ({ spf, dkim, dmarc, checked_by: 'receiver' as const })

describe('describeSenderCheck', () => {
  it('calls a sender verified only when DMARC passed, naming the checks that passed', () => {
    expect(describeSenderCheck(checked('pass', 'pass', 'pass'))).toEqual({
      level: 'verified',
      text: 'Sender verified (SPF, DKIM and DMARC pass)',
    })
    expect(describeSenderCheck(checked('none', 'pass', 'pass'))).toEqual({
      level: 'verified',
      text: 'Sender verified (DKIM and DMARC pass)',
    })
    expect(describeSenderCheck(checked('pass', 'pass', 'fail'))).toEqual({
      level: 'failed',
      text: 'Could not verify the sender: DMARC failed',
    })
  })

  it('says why a sender could not be verified, or that nothing was checked', () => {
    expect(describeSenderCheck(checked('none', 'none', 'none')).level).toBe('unknown')
    expect(describeSenderCheck(checked('none', 'none', 'none')).text).toBe(
      'Could not verify the sender: their domain publishes no DMARC policy',
    )
    expect(describeSenderCheck(checked('none', 'none', 'temperror')).text).toBe(
      'Could not verify the sender: the check could not be completed',
    )
    expect(describeSenderCheck(checked('none', 'none', 'softfail')).text).toBe('Could not verify the sender: DMARC reads “softfail”')
    expect(describeSenderCheck(null)).toEqual({ level: 'unknown', text: 'Not checked' })
    expect(describeSenderCheck({ spf: 'pass', dkim: 'none', dmarc: 'none', checked_by: 'none' }).text).toBe('Not checked')
  })
})
