import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPersonDataLinks, PERSON_DATA_LINK_TTL_MS } from './person-data-links'

const key = randomBytes(32)
const start = new Date('2026-03-01T12:00:00Z')

/** Links on a clock the test moves itself. */
function linksAt(key: Buffer) {
  let now = start
  const links = createPersonDataLinks({ key, publicUrl: 'https://app.example', now: () => now })
  return { links, travel: (ms: number) => (now = new Date(start.getTime() + ms)) }
}

describe('person data links', () => {
  it('signs the lower-cased address and verifies it until it expires, 90 days later', () => {
    const { links, travel } = linksAt(key)
    const url = new URL(links.urlFor('  Dana.Lead@Example.COM '))
    expect(url.origin + url.pathname).toBe('https://app.example/my-data')
    const token = url.searchParams.get('token')!
    const expiresAt = new Date(start.getTime() + PERSON_DATA_LINK_TTL_MS)
    expect(links.verify(token)).toEqual({ status: 'valid', address: 'dana.lead@example.com', expiresAt })
    travel(PERSON_DATA_LINK_TTL_MS - 1000)
    expect(links.verify(token).status).toBe('valid')
    travel(PERSON_DATA_LINK_TTL_MS)
    expect(links.verify(token)).toEqual({ status: 'expired', expiresAt })
  })

  it('refuses a token whose address, expiry or signature was changed, or that another key signed', () => {
    const { links } = linksAt(key)
    const token = links.tokenFor('dana@example.com')
    const [address, expiry, signature] = token.split('.') as [string, string, string]
    const other = Buffer.from('eve@example.com').toString('base64url')
    const later = String(Number(expiry) + 86_400)
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    for (const tampered of [
      `${other}.${expiry}.${signature}`,
      `${address}.${later}.${signature}`,
      `${address}.${expiry}.${flipped}`,
      `${address}.${expiry}`,
      `${token}.extra`,
      '',
      'not-a-token',
    ]) {
      expect(links.verify(tampered), tampered).toEqual({ status: 'invalid' })
    }
    expect(linksAt(randomBytes(32)).links.verify(token)).toEqual({ status: 'invalid' })
  })

  it('hashes an address the same whatever its case, differently under another key, never in clear', () => {
    const { links } = linksAt(key)
    const hash = links.hashAddress('Dana@Example.com')
    expect(hash).toBe(links.hashAddress('dana@example.com'))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(linksAt(randomBytes(32)).links.hashAddress('dana@example.com')).not.toBe(hash)
    // The signature of a token is not the hash: the two uses of the key are kept apart.
    expect(links.tokenFor('dana@example.com')).not.toContain(hash)
  })
})
