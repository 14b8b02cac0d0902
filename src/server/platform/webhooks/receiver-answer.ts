import type { IncomingMessage } from 'node:http'

/** How much of a receiver's answer each attempt keeps (docs/decisions/084-quiz-submit-enqueues-follow-ups.md). */
export const KEPT_ANSWER_BYTES = 1024

/**
 * Reads at most `limit` bytes of an answer's body, then destroys the stream: a receiver that answers with megabytes
 * costs one kilobyte of memory, never the whole body. Resolves with what arrived when the body ends, breaks off or
 * is cut short by the attempt's time limit.
 */
export function readAnswerStart(response: IncomingMessage, limit = KEPT_ANSWER_BYTES): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = () => resolve(Buffer.concat(chunks).subarray(0, limit))
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      if (size >= limit) {
        finish()
        response.destroy()
      }
    })
    // 'close' follows 'end', a reset and a destroy alike; an error is only the reason the body stopped early.
    response.on('error', () => {}).on('close', finish)
  })
}

/**
 * The bytes as text PostgreSQL can store (src/shared/schemas/text.ts): decoded as UTF-8, where a character cut at the
 * limit or an invalid byte becomes U+FFFD and no lone surrogate can arise, without NUL characters.
 */
export function toStoredAnswer(bytes: Buffer): string {
  return new TextDecoder().decode(bytes).replaceAll('\u0000', '')
}
