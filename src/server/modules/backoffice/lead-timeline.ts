import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { LeadActor, LeadTimelineEntry } from '@/shared/schemas/admin-leads'
import { users } from '@/server/modules/accounts'
import { leadActivity, leadWebhookAttempts, webhookDeliveries } from '@/server/modules/funnels'
import type { Db } from '@/server/platform/db/client'
import { emailMessages } from '@/server/platform/mail/schema'

// A lead's one timeline (docs/product.md#back-office): its submission, every attempt of each of its n8n deliveries,
// every e-mail sent to it (never the body), and its activity, with the staff member behind each staff action.

/** The entry shown for a staff member whose account has gone: the record outlives the account. */
export const FORMER_STAFF = 'Former staff member'

type TimelineLead = { id: string; created_at: Date; quiz_submission_id: string | null }

// Entries written in one transaction share its time (now()): the submission comes first, then what it caused.
const TYPE_ORDER: Record<LeadTimelineEntry['type'], number> = {
  submitted: 0,
  webhook_delivery: 1,
  webhook_attempt: 2,
  email: 3,
  activity: 4,
}

async function findActors(db: Db, ids: (string | null)[]): Promise<Map<string, LeadActor>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  const found = wanted.length
    ? await db
        .select({ id: users.id, full_name: users.full_name, username: users.username, email: users.email })
        .from(users)
        .where(inArray(users.id, wanted))
    : []
  const byId = new Map(found.map((user) => [user.id, { id: user.id, name: user.full_name || user.username, email: user.email }]))
  return new Map(wanted.map((id) => [id, byId.get(id) ?? { id, name: FORMER_STAFF, email: null }]))
}

// One snapshot for both reads: an attempt is saved with its delivery's new status in one transaction, and two reads
// in turn could show the attempt beside the status from before it (a 204 under a delivery still pending).
function readWebhookEntries(db: Db, submissionId: string) {
  return db.transaction(
    async (tx) => {
      const deliveries = await tx
        .select({
          id: webhookDeliveries.id,
          status: webhookDeliveries.status,
          redelivery_of: webhookDeliveries.redelivery_of,
          requested_by: webhookDeliveries.requested_by,
          created_at: webhookDeliveries.created_at,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.submission_id, submissionId))
      const attempts = deliveries.length
        ? await tx
            .select()
            .from(leadWebhookAttempts)
            .where(
              inArray(
                leadWebhookAttempts.delivery_id,
                deliveries.map((delivery) => delivery.id),
              ),
            )
        : []
      return { deliveries, attempts }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

async function readEmails(db: Db, leadId: string) {
  return db
    .select({
      id: emailMessages.id,
      status: emailMessages.status,
      subject: emailMessages.subject,
      to: emailMessages.to,
      last_error: emailMessages.last_error,
      created_at: emailMessages.created_at,
      delivered_at: emailMessages.delivered_at,
      // Whether a copy is left to resend; the body itself never leaves the database here.
      resendable: sql<boolean>`(${emailMessages.text} <> '' or ${emailMessages.html} <> '')`,
    })
    .from(emailMessages)
    .where(eq(emailMessages.lead_id, leadId))
}

/** The lead's timeline, oldest first. */
export async function getLeadTimeline(db: Db, lead: TimelineLead): Promise<LeadTimelineEntry[]> {
  const [webhooks, emails, activity] = await Promise.all([
    lead.quiz_submission_id ? readWebhookEntries(db, lead.quiz_submission_id) : { deliveries: [], attempts: [] },
    readEmails(db, lead.id),
    db.select().from(leadActivity).where(eq(leadActivity.lead_id, lead.id)).orderBy(asc(leadActivity.at)),
  ])
  const actors = await findActors(db, [
    ...activity.map((entry) => entry.actor_id),
    ...webhooks.deliveries.map((delivery) => delivery.requested_by),
  ])
  const actor = (id: string | null) => (id ? actors.get(id)! : null)
  const deliveryFields = new Map(
    webhooks.deliveries.map((delivery) => [
      delivery.id,
      {
        delivery_id: delivery.id,
        delivery_status: delivery.status,
        redelivery_of: delivery.redelivery_of,
        requested_by: actor(delivery.requested_by),
      },
    ]),
  )
  const entries: LeadTimelineEntry[] = [
    { type: 'submitted', id: lead.id, at: lead.created_at.toISOString() },
    ...webhooks.deliveries.map((delivery): LeadTimelineEntry => ({
      type: 'webhook_delivery',
      id: delivery.id,
      at: delivery.created_at.toISOString(),
      ...deliveryFields.get(delivery.id)!,
    })),
    ...webhooks.attempts.map((attempt): LeadTimelineEntry => ({
      type: 'webhook_attempt',
      id: attempt.id,
      at: attempt.attempted_at.toISOString(),
      ...deliveryFields.get(attempt.delivery_id)!,
      attempt: attempt.attempt,
      status_code: attempt.status_code,
      duration_ms: attempt.duration_ms,
      error: attempt.error,
      next_attempt_at: attempt.next_attempt_at?.toISOString() ?? null,
    })),
    ...emails.map((email): LeadTimelineEntry => ({
      type: 'email',
      id: email.id,
      at: email.created_at.toISOString(),
      status: email.status,
      subject: email.subject,
      to: email.to,
      last_error: email.last_error,
      delivered_at: email.delivered_at?.toISOString() ?? null,
      resendable: email.resendable,
    })),
    ...activity.map((entry): LeadTimelineEntry => ({
      type: 'activity',
      id: entry.id,
      at: entry.at.toISOString(),
      kind: entry.kind,
      detail: entry.detail,
      actor: actor(entry.actor_id),
    })),
  ]
  // ISO strings of one format sort as their times do; attempts of one delivery by their number.
  return entries.sort(
    (a, b) =>
      a.at.localeCompare(b.at) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      (a.type === 'webhook_attempt' && b.type === 'webhook_attempt' ? a.attempt - b.attempt : 0),
  )
}
