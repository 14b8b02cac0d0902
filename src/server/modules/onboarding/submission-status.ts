import { and, eq } from 'drizzle-orm'
import type { SubmissionStatus } from '@/shared/schemas/onboarding'
import type { Db } from '@/server/platform/db/client'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { emailMessages } from '@/server/platform/mail/schema'
import { onboardingSubmissions } from './schema'

/** The key that makes the plan e-mail once per submission; the status is read back by it. */
export const planEmailKey = (submissionId: string) => `automation-plan:${submissionId}`

/** What the confirmation says while the plan waits for a proven address (docs/decisions/083). */
export const heldPlanMessage = (to: string) => `The automation plan goes to ${to} once you confirm your e-mail address.`

/**
 * A submission of the company and what became of its plan e-mail, or null when the company has no such submission
 * (another company's id included). No e-mail row means the daily limit refused it (docs/decisions/088).
 */
export async function getSubmissionStatus(
  db: Db,
  companyId: string,
  submissionId: string,
  dailyLimit: number,
): Promise<SubmissionStatus | null> {
  const [submission] = await db
    .select({ id: onboardingSubmissions.id, created_at: onboardingSubmissions.created_at })
    .from(onboardingSubmissions)
    .where(and(eq(onboardingSubmissions.id, submissionId), eq(onboardingSubmissions.company_id, companyId)))
  if (!submission) return null
  const [email] = await db
    .select({ status: emailMessages.status, to: emailMessages.to })
    .from(emailMessages)
    .where(eq(emailMessages.dedupe_key, planEmailKey(submission.id)))
  return { id: submission.id, submitted_at: submission.created_at.toISOString(), email: describePlanEmail(email, dailyLimit) }
}

function describePlanEmail(email: { status: string; to: string } | undefined, dailyLimit: number): SubmissionStatus['email'] {
  if (!email) return { status: 'not-sent', message: dailyLimitMessage(dailyLimit) }
  if (email.status === 'held') return { status: 'held', message: heldPlanMessage(email.to) }
  if (email.status === 'sent' || email.status === 'captured') return { status: 'sent', message: null }
  if (email.status === 'failed') return { status: 'not-sent', message: 'The automation plan could not be delivered.' }
  return { status: 'queued', message: null }
}
