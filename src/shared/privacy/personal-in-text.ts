import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/min'

// Personal values found in free text, whatever field holds it (docs/decisions/119-drafts-the-business-can-stand-behind.md):
// a phone number in a "notes" field or a card number pasted into a ticket is masked before a model sees it, as a name
// or an address in their own fields already are.

export type PersonalInText = { value: string; kind: 'email' | 'phone' | 'card' | 'iban' }

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
// 13 to 19 digits, grouped by spaces or dashes as cards are printed.
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g
// International numbers need no region; national ones are read as written in the regions most customers write from.
const PHONE_REGIONS: (CountryCode | undefined)[] = [undefined, 'US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU']

/**
 * Whether a number the phone library accepts reads as a phone number in prose: written with a + or grouped (spaces,
 * dashes, dots, brackets), not a date, and not the tail of an id such as O-12345678. Many regions accept any 8 digits.
 */
function readsAsPhone(text: string, start: number, value: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  if (start > 0 && /[\p{L}\d-]/u.test(text[start - 1]!)) return false
  // Part of a longer run of digit groups (a card number, an account number): not a phone number of its own.
  if (/\d[ -]$/.test(text.slice(0, start)) || /^[ -]\d/.test(text.slice(start + value.length))) return false
  return value.startsWith('+') || value.startsWith('(') || /\d[ .-]\d/.test(value)
}

/** The Luhn checksum every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** ISO 13616's check: the IBAN with its first four characters moved to the end, letters as numbers, mod 97 is 1. */
function passesIbanCheck(iban: string): boolean {
  const compact = iban.replace(/ /g, '')
  const numeric = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** Every e-mail address, phone number, card number and IBAN in `text`, each once, longest first. */
export function personalInText(text: string): PersonalInText[] {
  const found = new Map<string, PersonalInText['kind']>()
  for (const [value] of text.matchAll(EMAIL)) found.set(value, 'email')
  const ibanShaped = [...text.matchAll(IBAN)]
  for (const [value] of ibanShaped) if (passesIbanCheck(value)) found.set(value, 'iban')
  for (const match of text.matchAll(CARD)) {
    // The digits of an IBAN-shaped token are not a card number, whether or not the IBAN checks out.
    const inIban = ibanShaped.some((iban) => match.index >= iban.index && match.index < iban.index + iban[0].length)
    if (!inIban && passesLuhn(match[0].replace(/\D/g, ''))) found.set(match[0], 'card')
  }
  for (const region of PHONE_REGIONS) {
    for (const phone of findPhoneNumbersInText(text, region)) {
      const value = text.slice(phone.startsAt, phone.endsAt)
      if (!readsAsPhone(text, phone.startsAt, value)) continue
      if (![...found.keys()].some((known) => known.includes(value))) found.set(value, 'phone')
    }
  }
  return [...found.entries()].map(([value, kind]) => ({ value, kind })).sort((a, b) => b.value.length - a.value.length)
}
