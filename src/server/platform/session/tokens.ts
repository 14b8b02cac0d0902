import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: session cookies and invitation tokens. */
export function createToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored as SHA-256: unguessable input makes a slow hash unnecessary. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
