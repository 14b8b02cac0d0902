import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { LEAD_STATUS_LABELS, type LeadActivityKind } from '@/shared/backoffice/lead-kinds'
import type { LeadStatusChange } from '@/shared/schemas/admin-leads'
import { enqueueLeadRedelivery, leadActivity, leads, quizSubmissions, webhookDeliveries } from '@/server/modules/funnels'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { emailMessages } from '@/server/platform/mail/schema'
import { LEAD_NOT_FOUND } from './lead-detail'

// What staff do on a lead's page (docs/product.md#back-office). Each action and its timeline entry, with who did it,
// commit together.

export const LEAD_MESSAGES = {
  sameStatus: (status: keyof typeof LEAD_STATUS_LABELS) => `The lead is already ${LEAD_STATUS_LABELS[status]}`,
  notQuiz: 'Only Growth Map quiz leads are sent to n8n, so only they can be redelivered',
  n8nNotConfigured: 'n8n is not configured: set N8N_WEBHOOK_URL and N8N_WEBHOOK_SECRET on the server to redeliver leads',
  noDelivery: 'This lead has no delivery to redeliver yet',
  emailNotFound: 'E-mail not found',
  bodyCleared: 'This e-mail cannot be resent: its text was removed after sending (retention or a person’s request)',
  resendRefused: 'The e-mail could not be queued; try again',
} as const

async function recordActivity(tx: Db, leadId: string, kind: LeadActivityKind, actorId: string, detail: Record<string, unknown>) {
  const [row] = await tx
    .insert(leadActivity)
    .values({ lead_id: leadId, kind, actor_id: actorId, detail })
    .returning({ id: leadActivity.id })
  return row!.id
}

/** Locks the lead's row, so two staff members' changes follow one another; a 404 when there is none. */
async function lockLead(tx: Db, leadId: string) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update')
  if (!lead) throw notFound(LEAD_NOT_FOUND)
  return lead
}

/** A new status, recorded with its note; the status it already has is a 400, so the timeline never shows a non-change. */
export async function changeLeadStatus(db: Db, leadId: string, actorId: string, change: LeadStatusChange) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId)
    if (lead.status === change.status)
      throw badRequest(LEAD_MESSAGES.sameStatus(change.status), [{ path: 'status', message: LEAD_MESSAGES.sameStatus(change.status) }])
    await tx.update(leads).set({ status: change.status }).where(eq(leads.id, leadId))
    await recordActivity(tx, leadId, 'status_changed', actorId, {
      from: lead.status,
      to: change.status,
      ...(change.note ? { note: change.note } : {}),
    })
    return { status: change.status }
  })
}

export async function addLeadNote(db: Db, leadId: string, actorId: string, note: string) {
  return db.transaction(async (tx) => {
    await lockLead(tx, leadId)
    return { id: await recordActivity(tx, leadId, 'note_added', actorId, { note }) }
  })
}

type WebhookTarget = { url: string | undefined; secret: string | undefined }

/** A new delivery of a quiz lead to n8n, after its latest one (docs/product.md#back-office). */
export async function redeliverLeadWebhook(db: Db, jobs: JobQueue, target: WebhookTarget, leadId: string, actorId: string) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId)
    if (lead.source !== 'quiz' || !lead.quiz_submission_id) throw conflict(LEAD_MESSAGES.notQuiz)
    if (!target.url || !target.secret) throw conflict(LEAD_MESSAGES.n8nNotConfigured)
    const [submission] = await tx.select().from(quizSubmissions).where(eq(quizSubmissions.id, lead.quiz_submission_id))
    const [latest] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.submission_id, lead.quiz_submission_id))
      .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
      .limit(1)
    if (!submission || !latest) throw conflict(LEAD_MESSAGES.noDelivery)
    const deliveryId = await enqueueLeadRedelivery(jobs, tx, submission, { redeliveryOf: latest.id, requestedBy: actorId })
    await recordActivity(tx, leadId, 'webhook_redelivered', actorId, { delivery_id: deliveryId, redelivery_of: latest.id })
    return { delivery_id: deliveryId }
  })
}

/** A copy of an e-mail the lead was sent, as a new message of its own; refused once the stored copy lost its body. */
export async function resendLeadEmail(db: Db, jobs: JobQueue, leadId: string, emailId: string, actorId: string) {
  return db.transaction(async (tx) => {
    await lockLead(tx, leadId)
    const [email] = await tx
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.id, emailId), eq(emailMessages.lead_id, leadId)))
    if (!email) throw notFound(LEAD_MESSAGES.emailNotFound)
    if (email.text === '' && email.html === '') throw conflict(LEAD_MESSAGES.bodyCleared)
    const [outcome] = await enqueueEmails(jobs, tx, [
      {
        message: { to: email.to, subject: email.subject, text: email.text, html: email.html, attachments: email.attachments },
        key: `resend:${emailId}:${randomUUID()}`,
        leadId,
        keptAfterSend: email.kept_after_send ?? undefined,
      },
    ])
    if (!outcome?.id) throw conflict(LEAD_MESSAGES.resendRefused)
    await recordActivity(tx, leadId, 'email_resent', actorId, { email_id: outcome.id, resent_of: emailId, subject: email.subject })
    return { email_id: outcome.id }
  })
}
