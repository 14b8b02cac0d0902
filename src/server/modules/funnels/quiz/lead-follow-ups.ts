import type { FollowUpStatus } from '@/shared/schemas/quiz'
import type { Config } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import type { PersonDataLinks } from '@/server/platform/signing/person-data-links'
import { enqueueLeadWebhooks, findLeadWebhookStatus, type WebhookDeliveryStatus } from './lead-webhook-deliveries'
import { findPostQuizEmailStatus, queuePostQuizEmails, type PostQuizEmailStatus } from './queue-post-quiz-email'
import type { QuizLead, SubmissionFollowUps } from './quiz-submissions'

type FollowUpConfig = Pick<Config, 'n8nWebhookUrl' | 'n8nWebhookSecret' | 'publicUrl' | 'productName' | 'bookingUrl'>

const webhookTarget = (config: FollowUpConfig) => ({ url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret })

const WEBHOOK_STATUS: Record<WebhookDeliveryStatus, FollowUpStatus> = {
  pending: 'queued',
  delivered: 'sent',
  failed: 'failed',
  skipped: 'skipped',
}
const EMAIL_STATUS: Record<PostQuizEmailStatus, FollowUpStatus> = {
  held: 'queued',
  queued: 'queued',
  sent: 'sent',
  captured: 'sent',
  failed: 'failed',
  skipped: 'skipped',
}

/**
 * The webhook delivery and the post-quiz e-mail of submissions, written in the submit's transaction
 * (docs/decisions/084-quiz-submit-enqueues-follow-ups.md): a lead whose visitor closes the tab is still sent.
 */
export function queueLeadFollowUps(jobs: JobQueue, config: FollowUpConfig, links: PersonDataLinks): SubmissionFollowUps {
  return async (tx, submissions) => {
    await enqueueLeadWebhooks(jobs, tx, webhookTarget(config), submissions)
    await queuePostQuizEmails(jobs, tx, submissions, config, links)
  }
}

/**
 * The page's webhook call confirms what the submit queued and says where it stands. A submission stored before the
 * submit queued its follow-ups has none yet: it gets its one delivery now.
 */
export async function confirmLeadWebhook(jobs: JobQueue, db: Db, submission: QuizLead, config: FollowUpConfig): Promise<FollowUpStatus> {
  const status = await findLeadWebhookStatus(db, submission.id)
  if (status) return WEBHOOK_STATUS[status]
  await db.transaction((tx) => enqueueLeadWebhooks(jobs, tx, webhookTarget(config), [submission]))
  return WEBHOOK_STATUS[(await findLeadWebhookStatus(db, submission.id))!]
}

/** The page's e-mail call, as confirmLeadWebhook: the status, and the e-mail of a submission stored without one. */
export async function confirmPostQuizEmail(
  jobs: JobQueue,
  db: Db,
  submission: QuizLead,
  config: FollowUpConfig,
  links: PersonDataLinks,
): Promise<FollowUpStatus> {
  const status = await findPostQuizEmailStatus(db, submission)
  if (status) return EMAIL_STATUS[status]
  await db.transaction((tx) => queuePostQuizEmails(jobs, tx, [submission], config, links))
  return EMAIL_STATUS[(await findPostQuizEmailStatus(db, submission))!]
}
