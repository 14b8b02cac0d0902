import { z } from 'zod'
import type { Config } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import { getPostQuizVariables, renderPostQuizEmail } from './post-quiz-email'
import type { QuizSubmission } from './quiz-submissions'

export type PostQuizEmailStatus = 'queued' | 'already-queued' | 'skipped'

const isEmail = (value: string) => z.email().safeParse(value).success

/** Queues the post-quiz e-mail of a stored submission (docs/product.md#quiz-email), once per submission. */
export async function queuePostQuizEmail(
  jobs: JobQueue,
  db: Db,
  submission: QuizSubmission,
  config: Pick<Config, 'publicUrl' | 'productName'>,
): Promise<PostQuizEmailStatus> {
  // The quiz has no blocking validation (docs/product.md#quiz-validation): a lead without a usable address gets no e-mail.
  if (!isEmail(submission.contact_email)) return 'skipped'
  const report = new URLSearchParams({ company: submission.company_name || 'Company', submission: submission.id })
  const reportUrl = `${config.publicUrl}/api/quiz/report/download?${report}`
  const email = renderPostQuizEmail(getPostQuizVariables(submission.payload), { productName: config.productName, reportUrl })
  const queued = await enqueueEmail(jobs, db, { to: submission.contact_email, ...email }, { key: `post-quiz-instant:${submission.id}` })
  return queued ? 'queued' : 'already-queued'
}
