import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createUnsubscribeLinks } from './unsubscribe-links'

const COMPANY = '2f1c9a4e-7b3d-4c8a-9e21-5d6f7a8b9c0d'
const links = createUnsubscribeLinks({ key: randomBytes(32), publicUrl: 'https://app.example' })

describe('unsubscribe links', () => {
  it('open to the company and the lower-cased address, and do not show the address', () => {
    const { pageUrl, oneClickUrl } = links.linksFor(COMPANY, '  Dana.Lead@Example.COM ')
    const token = pageUrl.slice('https://app.example/unsubscribe/'.length)
    expect(pageUrl).toBe(`https://app.example/unsubscribe/${token}`)
    expect(oneClickUrl).toBe(`https://app.example/api/unsubscribe/${token}`)
    expect(links.open(token)).toEqual({ companyId: COMPANY, address: 'dana.lead@example.com' })
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toMatch(/dana|example/i)
    expect(token).not.toMatch(/dana|example/i)
    // A fresh token each time: two e-mails to one address do not carry the same link.
    expect(links.tokenFor(COMPANY, 'dana.lead@example.com')).not.toBe(links.tokenFor(COMPANY, 'dana.lead@example.com'))
  })

  it('refuse a token that was changed, cut short, or made with another key', () => {
    const token = links.tokenFor(COMPANY, 'dana@example.com')
    const bytes = Buffer.from(token, 'base64url')
    for (const index of [0, 14, bytes.length - 1]) {
      const flipped = Buffer.from(bytes)
      flipped[index] = flipped[index]! ^ 1
      expect(links.open(flipped.toString('base64url'))).toBeNull()
    }
    expect(links.open(token.slice(0, -4))).toBeNull()
    expect(links.open('')).toBeNull()
    expect(links.open('not a token!')).toBeNull()
    expect(links.open('A'.repeat(5000))).toBeNull()
    const other = createUnsubscribeLinks({ key: randomBytes(32), publicUrl: 'https://app.example' })
    expect(other.open(token)).toBeNull()
  })

  it('hash an address the same whatever its case, and differently per address', () => {
    expect(links.hashAddress('Dana@Example.com')).toBe(links.hashAddress('dana@example.com'))
    expect(links.hashAddress('dana@example.com')).not.toBe(links.hashAddress('ann@example.com'))
  })
})
