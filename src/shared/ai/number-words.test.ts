import { describe, expect, it } from 'vitest'
import { checkText } from './draft-check'
import { withNumbersAsDigits } from './number-words'

describe('withNumbersAsDigits', () => {
  it('reads spelled-out numbers as digits', () => {
    expect(withNumbersAsDigits('Our team of forty certified engineers')).toBe('Our team of 40 certified engineers')
    expect(withNumbersAsDigits('twenty-five percent off, a dozen cupcakes, Three Hundred guests')).toBe(
      '25 percent off, a 12 cupcakes, 300 guests',
    )
    expect(withNumbersAsDigits('two thousand customers')).toBe('2000 customers')
  })

  it('leaves ordinary words alone', () => {
    const text = 'No one minds; the two of us often wonder whether tenants fit in.'
    expect(withNumbersAsDigits(text)).toBe(text)
  })
})

describe('the draft check with spelled-out numbers', () => {
  const facts = ['decision: Acknowledged the order']
  it('refuses a spelled-out number or percentage the business did not give', () => {
    expect(checkText({ subject: 'Hi', body: 'Our team of forty certified engineers is ready.' }, facts)).toEqual({
      ok: false,
      reason: 'It stated a number your business did not give ("40")',
    })
    expect(checkText({ subject: 'Hi', body: 'Enjoy twenty percent on your next order.' }, facts)).toMatchObject({ ok: false })
  })

  it('accepts it when the business gave that number', () => {
    expect(checkText({ subject: 'Hi', body: 'Our team of forty engineers is ready.' }, ['team: 40 engineers'])).toEqual({ ok: true })
  })
})
