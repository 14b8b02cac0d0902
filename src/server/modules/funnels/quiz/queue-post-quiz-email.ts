import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Config } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { emailMessages } from '@/server/platform/mail/schema'
import type { PersonDataLinks } from '@/server/platform/signing/person-data-links'
import { getPostQuizVariables, renderPostQuizEmail } from './post-quiz-email'
import type { QuizLead } from './quiz-submissions'

export type PostQuizEmailStatus = (typeof emailMessages.$inferSelect)['status'] | 'skipped'

const isEmail = (value: string) => z.email().safeParse(value).success

/** The outbox key that makes the e-mail once per submission. */
const postQuizKey = (submissionId: string) => `post-quiz-instant:${submissionId}`

/**
 * Queues the post-quiz e-mails of stored submissions (docs/product.md#quiz-email) in the caller's transaction `tx` (the
 * submit's: docs/decisions/084-quiz-submit-enqueues-follow-ups.md), once per submission.
 */
export async function queuePostQuizEmails(
  jobs: JobQueue,
  tx: Db,
  submissions: QuizLead[],
  config: Pick<Config, 'publicUrl' | 'productName' | 'bookingUrl'>,
  links: PersonDataLinks,
): Promise<void> {
  // The quiz has no blocking validation (docs/product.md#quiz-validation): a lead without a usable address gets no e-mail.
  const emails = submissions
    .filter((submission) => isEmail(submission.contact_email))
    .map((submission) => {
      const report = new URLSearchParams({ company: submission.company_name || 'Company', submission: submission.id })
      const reportUrl = `${config.publicUrl}/api/quiz/report/download?${report}`
      const email = renderPostQuizEmail(getPostQuizVariables(submission.payload), {
        productName: config.productName,
        reportUrl,
        bookingUrl: config.bookingUrl,
        footerLink: links.footerFor(submission.contact_email),
      })
      // The lead's id is its submission's (docs/product.md#back-office).
      return { message: { to: submission.contact_email, ...email }, key: postQuizKey(submission.id), leadId: submission.id }
    })
  await enqueueEmails(jobs, tx, emails)
}

/** Where the submission's post-quiz e-mail stands: its outbox status, or skipped when it has none (no usable address). */
export async function findPostQuizEmailStatus(db: Db, submission: QuizLead): Promise<PostQuizEmailStatus | undefined> {
  if (!isEmail(submission.contact_email)) return 'skipped'
  const [row] = await db
    .select({ status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.dedupe_key, postQuizKey(submission.id)))
  return row?.status
}
