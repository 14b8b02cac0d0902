import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/** The SPA's page a footer link opens (src/client/config/paths.ts, unsubscribe). */
const PAGE_PATH = '/unsubscribe'
/** The one-click endpoint the List-Unsubscribe header names (RFC 8058). */
const ONE_CLICK_PATH = '/api/unsubscribe'
export const UNSUBSCRIBE_LINK_LABEL = 'Unsubscribe'

const IV_BYTES = 12
const TAG_BYTES = 16
const UUID_BYTES = 16
// An address is at most 254 characters (RFC 5321); a token that opens to more was not made here.
const MAX_ADDRESS_LENGTH = 320
// base64url of IV + company id + the longest address + tag, with room to spare.
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 600

/** What a token opens to: the company whose agents wrote and the address they wrote to (lower-case). */
export type UnsubscribeTarget = { companyId: string; address: string }

/**
 * Links that take one address off one company's agents' list for good (docs/decisions/125-unsubscribe.md). The token is
 * the company's id and the lower-cased address, encrypted and authenticated with AES-256-GCM under a key of the app's
 * own: a forged or altered token does not open, and the link does not show the address to whoever sees the URL (a
 * proxy's log, a forwarded e-mail). It does not expire: an unsubscribe link must keep working.
 */
export type UnsubscribeLinks = {
  /** The footer's page link and the one-click URL for the headers, with one fresh token. */
  linksFor: (companyId: string, address: string) => { pageUrl: string; oneClickUrl: string }
  tokenFor: (companyId: string, address: string) => string
  /** The target of a token, or null for one this app did not make. */
  open: (token: string) => UnsubscribeTarget | null
  /** A keyed hash naming the address in rate-limit keys without holding it. */
  hashAddress: (address: string) => string
}

const normalise = (address: string) => address.trim().toLowerCase()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function createUnsubscribeLinks({ key, publicUrl }: { key: Buffer; publicUrl: string }): UnsubscribeLinks {
  // One secret, two uses kept apart by labels: the cipher's key is never the hash's.
  const cipherKey = createHmac('sha256', key).update('unsubscribe-link:cipher').digest()
  const tokenFor = (companyId: string, address: string) => {
    if (!UUID.test(companyId)) throw new Error('an unsubscribe link needs a company id')
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', cipherKey, iv)
    const plain = Buffer.concat([Buffer.from(companyId.replace(/-/g, ''), 'hex'), Buffer.from(normalise(address), 'utf8')])
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
  }

  const open = (token: string): UnsubscribeTarget | null => {
    if (token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null
    const bytes = Buffer.from(token, 'base64url')
    if (bytes.length < IV_BYTES + UUID_BYTES + 3 + TAG_BYTES) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()])
      const hex = plain.subarray(0, UUID_BYTES).toString('hex')
      const companyId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      const address = plain.subarray(UUID_BYTES).toString('utf8')
      if (!address.includes('@') || address.length > MAX_ADDRESS_LENGTH || address !== normalise(address)) return null
      return { companyId, address }
    } catch {
      // The tag did not match: altered, truncated or made with another key.
      return null
    }
  }

  return {
    linksFor: (companyId, address) => {
      const token = tokenFor(companyId, address)
      return { pageUrl: `${publicUrl}${PAGE_PATH}/${token}`, oneClickUrl: `${publicUrl}${ONE_CLICK_PATH}/${token}` }
    },
    tokenFor,
    open,
    hashAddress: (address) =>
      createHmac('sha256', key)
        .update(`unsubscribe-address:${normalise(address)}`)
        .digest('hex'),
  }
}
