import { randomBytes } from 'node:crypto'

// Reply addresses (docs/decisions/128-conversations.md): reply+<token>@INBOUND_DOMAIN, the token 128 random bits in
// lowercase base32 (26 characters), so a local part stays short, survives systems that lowercase addresses, and
// cannot be guessed or walked.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const TOKEN = /^[a-z2-7]{26}$/

/** A new conversation's token. */
export function newReplyToken(): string {
  const bytes = randomBytes(17)
  let bits = 0
  let value = 0
  let token = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && token.length < 26) {
      token += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return token
}

/** The address that carries `token` on `domain`. */
export const replyAddress = (token: string, domain: string) => `reply+${token}@${domain}`

/**
 * The token of a reply address on `domain` (any case; `<…>` and a display name allowed around it), or null for any
 * other address: the embedded receiver refuses such a recipient at RCPT time.
 */
export function replyTokenOf(address: string, domain: string): string | null {
  const bare = (/<([^<>]*)>\s*$/.exec(address)?.[1] ?? address).trim().toLowerCase()
  const at = bare.lastIndexOf('@')
  if (at < 0 || bare.slice(at + 1) !== domain.toLowerCase()) return null
  const local = bare.slice(0, at)
  if (!local.startsWith('reply+')) return null
  const token = local.slice('reply+'.length)
  return TOKEN.test(token) ? token : null
}
