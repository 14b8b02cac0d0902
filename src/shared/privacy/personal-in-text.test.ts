import { describe, expect, it } from 'vitest'
import { personalInText } from './personal-in-text'

describe('personal values in free text', () => {
  it('finds phone numbers, card numbers, IBANs and addresses wherever they are written', () => {
    const text =
      'Call me on +49 171 1234567 or (415) 555-0132. Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, mail ann@example.com.'
    expect(personalInText(text)).toEqual(
      expect.arrayContaining([
        { value: '+49 171 1234567', kind: 'phone' },
        { value: '(415) 555-0132', kind: 'phone' },
        { value: '4111 1111 1111 1111', kind: 'card' },
        { value: 'DE89 3704 0044 0532 0130 00', kind: 'iban' },
        { value: 'ann@example.com', kind: 'email' },
      ]),
    )
  })

  it('leaves ids, amounts, dates and numbers that fail their checksum alone', () => {
    expect(personalInText('Order O-12345678, invoice INV-2031 of 4800 EUR, due 2025-06-30, ticket T-88.')).toEqual([])
    expect(personalInText('Card 4111 1111 1111 1112 and IBAN DE89 3704 0044 0532 0130 01')).toEqual([])
  })
})
