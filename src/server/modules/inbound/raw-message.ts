// A header field name is printable US-ASCII but the colon (RFC 5322 section 2.2); the header section ends at the first
// empty line.
const FIRST_FIELD = /^[!-9;-~]+:/
const HEADER_END = /\r?\n\r?\n/
// Header sections are a few kilobytes; one this long is not a message anyone wrote.
const HEADER_SCAN_BYTES = 256 * 1024

/** Messages, whatever the transport, are refused over this (docs/inbound-email.md). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

/**
 * Whether `raw` reads as an e-mail message: a header section that starts with a field and carries a From. Anything
 * else is the sender's mistake (a 4xx or a 5xx reply), never a failure to store that the sender should retry.
 */
export function looksLikeMessage(raw: Buffer): boolean {
  const head = raw.subarray(0, HEADER_SCAN_BYTES).toString('latin1')
  const end = head.search(HEADER_END)
  const header = end < 0 ? head : head.slice(0, end)
  return FIRST_FIELD.test(header) && /^from:/im.test(header)
}

/**
 * Whether `error` is the MIME parser's refusal of a message past its limits (over 1000 parts, over 1 MB of header in
 * one part: mailsplit's EMAXLEN). Such a message cannot be read however often it comes; its bytes are not a message
 * we can store, as `looksLikeMessage` says of others.
 */
export function isPastParserLimits(error: unknown): error is Error {
  return error instanceof Error && (error as { code?: unknown }).code === 'EMAXLEN'
}
