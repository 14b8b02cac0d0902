import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// A company's API key at rest (docs/decisions/106-ai-writing.md): AES-256-GCM with the operator's
// AI_KEY_ENCRYPTION_KEY, a fresh 12-byte IV per key, stored as `v1:<iv>:<tag>:<ciphertext>` in base64.

const VERSION = 'v1'

/** Encrypts the key; `encryptionKey` is 32 bytes (config.ai.encryptionKey). */
export function encryptApiKey(apiKey: string, encryptionKey: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
  const ciphertext = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':')
}

/** The key, or null when the stored text was made with another encryption key or altered (GCM's tag fails). */
export function decryptApiKey(stored: string, encryptionKey: Buffer): string | null {
  const [version, iv, tag, ciphertext] = stored.split(':')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64'))
    decipher.setAuthTag(Buffer.from(tag, 'base64'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** The last four characters, so an owner can tell which key is set without it being shown again. */
export function keyHintOf(apiKey: string): string {
  return apiKey.slice(-4)
}
