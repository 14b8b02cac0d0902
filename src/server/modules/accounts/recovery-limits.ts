import type { FastifyRequest } from 'fastify'
import { HttpError } from '@/server/platform/http/http-errors'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'

const MINUTE_MS = 60_000

/** The limits of the mailed links (docs/decisions/083): each request is counted before any work, valid or not. */
export const RECOVERY_LIMITS = {
  verifyEmailPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
  verificationEmailPerUser: { max: 5, windowMs: 60 * MINUTE_MS },
  forgotPasswordPerIp: { max: 20, windowMs: 60 * MINUTE_MS },
  // A person who lost a password asks a few times at most; more is someone filling a stranger's inbox.
  forgotPasswordPerEmail: { max: 5, windowMs: 60 * MINUTE_MS },
  resetPasswordPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, Limit>

/** Counts a request for a mailed link; the 429 says why more links do not help. */
export async function countLinkRequest(request: FastifyRequest, key: string, limit: Limit): Promise<void> {
  try {
    await countAgainstLimit(request, key, limit)
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error
    const minutes = Math.max(1, Math.ceil(Number(error.headers?.['retry-after'] ?? 60) / 60))
    const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`
    throw new HttpError(
      429,
      `We have sent several links already: check your inbox and spam folder, or try again in ${wait}.`,
      undefined,
      error.headers,
    )
  }
}
