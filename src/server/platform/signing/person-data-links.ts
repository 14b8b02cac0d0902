import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a link in an e-mail opens the person's data: long enough to act on an old e-mail (docs/decisions/104). */
export const PERSON_DATA_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000

/** The page a link opens (src/client/config/paths.ts, myData). */
const PAGE_PATH = '/my-data'
export const PERSON_DATA_LINK_LABEL = 'See or delete the data we hold about you'
// Addresses are at most 254 characters (RFC 5321); anything longer in a token was not made here.
const MAX_ADDRESS_LENGTH = 320

export type PersonDataToken =
  { status: 'valid'; address: string; expiresAt: Date } | { status: 'invalid' } | { status: 'expired'; expiresAt: Date }

/**
 * Links that let whoever reads an e-mail see and delete what the product holds about its address
 * (docs/product.md#my-data). The token is the lower-cased address and an expiry, signed with HMAC-SHA256.
 */
export type PersonDataLinks = {
  /** The page's URL with a fresh token for `address`, for the footer of an e-mail to it. */
  urlFor: (address: string) => string
  /** The e-mail footer's link to the page, for `address`. */
  footerFor: (address: string) => { href: string; label: string }
  tokenFor: (address: string, expiresAt?: Date) => string
  verify: (token: string) => PersonDataToken
  /** A keyed hash that names the address in records without holding it (person_data_requests, rate-limit keys). */
  hashAddress: (address: string) => string
}

type LinkOptions = { key: Buffer; publicUrl: string; now?: () => Date; ttlMs?: number }

const normalise = (address: string) => address.trim().toLowerCase()

export function createPersonDataLinks({
  key,
  publicUrl,
  now = () => new Date(),
  ttlMs = PERSON_DATA_LINK_TTL_MS,
}: LinkOptions): PersonDataLinks {
  // One key, two uses kept apart by a label: a token's signature can never stand in for an address hash.
  const sign = (payload: string) => createHmac('sha256', key).update(`person-data-link:${payload}`).digest()

  const tokenFor = (address: string, expiresAt = new Date(now().getTime() + ttlMs)) => {
    const payload = `${Buffer.from(normalise(address)).toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000)}`
    return `${payload}.${sign(payload).toString('base64url')}`
  }

  const verify = (token: string): PersonDataToken => {
    const parts = token.split('.')
    if (parts.length !== 3) return { status: 'invalid' }
    const [encoded, expiry, signature] = parts as [string, string, string]
    const expected = sign(`${encoded}.${expiry}`)
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' }
    if (!/^\d{1,12}$/.test(expiry)) return { status: 'invalid' }
    const address = Buffer.from(encoded, 'base64url').toString('utf8')
    if (!address.includes('@') || address.length > MAX_ADDRESS_LENGTH || address !== normalise(address)) return { status: 'invalid' }
    const expiresAt = new Date(Number(expiry) * 1000)
    if (expiresAt.getTime() <= now().getTime()) return { status: 'expired', expiresAt }
    return { status: 'valid', address, expiresAt }
  }

  const urlFor = (address: string) => `${publicUrl}${PAGE_PATH}?${new URLSearchParams({ token: tokenFor(address) })}`
  return {
    urlFor,
    footerFor: (address) => ({ href: urlFor(address), label: PERSON_DATA_LINK_LABEL }),
    tokenFor,
    verify,
    hashAddress: (address) =>
      createHmac('sha256', key)
        .update(`person-data-address:${normalise(address)}`)
        .digest('hex'),
  }
}
