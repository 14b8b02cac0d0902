import { and, eq, sql } from 'drizzle-orm'
import type { LeadActivityKind } from '@/shared/backoffice/lead-kinds'
import type { LeadSummary } from '@/shared/backoffice/lead-figures'
import type { Db } from '@/server/platform/db/client'
import { leads } from './schema'

// The leads the funnels write (docs/product.md#back-office), each in its submission's own transaction: pass it as `db`.

export type NewLead = typeof leads.$inferInsert

type LeadContact = { company_name: string; contact_name: string; contact_email: string }

/** A lead's row from its submission's id, contact and figures; an empty `ref` is none. */
export function toLeadRow(
  source: Pick<NewLead, 'id' | 'source' | 'quiz_submission_id' | 'demo_lead_id' | 'improved_assessment_id'>,
  contact: LeadContact,
  summary: LeadSummary,
  extra: { stage?: string; ref?: string } = {},
): NewLead {
  return {
    ...source,
    company_name: contact.company_name,
    contact_name: contact.contact_name,
    contact_email: contact.contact_email,
    industry: summary.industry,
    monthly_savings: summary.monthlySavings,
    figures: summary.figures,
    stage: extra.stage ?? null,
    ref: extra.ref || null,
  }
}

export async function insertLeads(db: Db, rows: NewLead[]): Promise<void> {
  if (rows.length > 0) await db.insert(leads).values(rows)
}

/**
 * Adds an entry to a lead's timeline; the visitor's and the system's entries have no actor. Nothing is written for a
 * submission without a lead, so a visitor's download never fails on the back office's account.
 */
export async function recordLeadActivity(
  db: Db,
  leadId: string,
  kind: LeadActivityKind,
  detail: Record<string, unknown> = {},
  actorId: string | null = null,
): Promise<void> {
  await db.execute(sql`
    insert into lead_activity (lead_id, kind, detail, actor_id)
    select id, ${kind}, ${JSON.stringify(detail)}::jsonb, ${actorId}::uuid from leads where id = ${leadId}`)
}

/** A demo booking moves a New lead to Call booked (docs/product.md#back-office); any later status stays. True if it moved. */
export async function markCallBooked(db: Db, leadId: string): Promise<boolean> {
  const moved = await db
    .update(leads)
    .set({ status: 'call_booked' })
    .where(and(eq(leads.id, leadId), eq(leads.status, 'new')))
    .returning({ id: leads.id })
  return moved.length > 0
}
