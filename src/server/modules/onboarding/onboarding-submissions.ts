import { eq, max } from 'drizzle-orm'
import { z } from 'zod'
import { countCompleteness, COMPLETENESS_FIELD_COUNT } from '@/shared/formulas/onboarding'
import type { OnboardingStepId } from '@/shared/wizards/onboarding-steps'
import type { EmailDelivery } from '@/shared/schemas/email-status'
import type { onboardingSubmissionSchema, SubmissionResult } from '@/shared/schemas/onboarding'
import type { Db } from '@/server/platform/db/client'
import { companies, findCompaniesHoldingMail, setPrivacyControls, users } from '@/server/modules/accounts'
import { onboardingSubmissions } from './schema'
import { renderAutomationPlanEmail, type EmailContext } from './automation-plan-email'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails, type EmailOutcome } from '@/server/platform/mail/outbox'
import { saveProgress } from './progress'
import { heldPlanMessage, planEmailKey } from './submission-status'

export type ValidSubmission = z.output<typeof onboardingSubmissionSchema>

// After the questionnaire the next named step is the recommendations (docs/product.md#onboarding-progress).
const STEPS_BEFORE_RECOMMENDATIONS: OnboardingStepId[] = [
  'welcome',
  'company-profile',
  'tools-integration',
  'workflow-analysis',
  'agent-needs',
  'privacy-settings',
]

type Submitter = { id: string; email: string; companyId: string }

/**
 * Stores a new version of the company's questionnaire and everything it implies, atomically:
 * the company's profile and privacy controls, both onboarding_completed flags, the progress record and the
 * automation-plan e-mail (docs/product.md#onboarding-submit, decision 014). Either all of it happens or none of it.
 */
export async function submitOnboarding(
  db: Db,
  jobs: JobQueue,
  submitter: Submitter,
  submission: ValidSubmission,
  emailContext: EmailContext,
): Promise<SubmissionResult> {
  const filled = countCompleteness(submission)
  return db.transaction(async (tx) => {
    // Locking the company row serialises concurrent submissions, so versions never collide. `no key update`, not
    // `update`: rows that reference the company (an agent's run, written under the company's mail lock this
    // submission takes next) must still be insertable meanwhile, or the two deadlock.
    const [company] = await tx.select().from(companies).where(eq(companies.id, submitter.companyId)).for('no key update')
    if (!company) throw new Error(`company ${submitter.companyId} vanished during submission`)
    const [latest] = await tx
      .select({ version: max(onboardingSubmissions.version) })
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.company_id, submitter.companyId))
    const version = (latest?.version ?? 0) + 1

    const [row] = await tx
      .insert(onboardingSubmissions)
      .values({
        company_id: submitter.companyId,
        user_id: submitter.id,
        version,
        contact_email: submission.onboarding.contact_email.toLowerCase() || null,
        company_name: submission.company.name.trim() || null,
        industry: submission.company.industry || null,
        completeness: filled,
        data: submission,
      })
      .returning({ id: onboardingSubmissions.id, created_at: onboardingSubmissions.created_at })

    // A blank answer keeps what the company already has: the name is never emptied.
    await tx
      .update(companies)
      .set({
        name: submission.company.name.trim() || company.name,
        website: submission.company.website || company.website,
        industry: submission.company.industry || company.industry,
        onboarding_completed: true,
      })
      .where(eq(companies.id, submitter.companyId))
    // The questionnaire's Privacy Controls are the company's; each one it changes is recorded (decision 101).
    await setPrivacyControls(tx, { companyId: submitter.companyId, userId: submitter.id, source: 'questionnaire' }, submission.privacy)
    await tx.update(users).set({ onboarding_completed: true }).where(eq(users.id, submitter.id))
    await saveProgress(tx, submitter.companyId, { current_step: 'agent-recommendations', steps_completed: STEPS_BEFORE_RECOMMENDATIONS })

    const to = submission.onboarding.contact_email || submitter.email
    // Held while nobody in the company has proven an address, unless it goes to the submitter's own (decision 083).
    const holding = await findCompaniesHoldingMail(tx, [submitter.companyId])
    const held = holding.has(submitter.companyId) && to.toLowerCase() !== submitter.email.toLowerCase()
    const [outcome] = await enqueueEmails(jobs, tx, [
      {
        message: { to, ...renderAutomationPlanEmail(submission, emailContext) },
        key: planEmailKey(row!.id),
        companyId: submitter.companyId,
        held,
      },
    ])

    return {
      id: row!.id,
      submitted_at: row!.created_at.toISOString(),
      version,
      completeness: { filled, total: COMPLETENESS_FIELD_COUNT },
      email: describeDelivery(outcome!, to, jobs.companyEmailsPerDay),
    }
  })
}

/**
 * What the confirmation tells the submitter about the plan e-mail. Past the daily limit the submission is still
 * saved (it is the company's questionnaire, not an e-mail) and only the e-mail is not sent (docs/decisions/083).
 */
function describeDelivery(outcome: EmailOutcome, to: string, dailyLimit: number): EmailDelivery {
  if (outcome.status === 'held') return { status: 'held', message: heldPlanMessage(to) }
  if (outcome.status === 'over-limit') return { status: 'not-sent', message: dailyLimitMessage(dailyLimit) }
  return { status: 'queued', message: null }
}
