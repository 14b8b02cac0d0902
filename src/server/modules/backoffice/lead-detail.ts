import { desc, eq, sql } from 'drizzle-orm'
import type { LeadAnswerSection, LeadBooking, LeadDetail } from '@/shared/schemas/admin-leads'
import { companies } from '@/server/modules/accounts'
import { demoBookings, demoLeads, improvedAssessments, leads, quizSubmissions } from '@/server/modules/funnels'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { labelDemoAnswers, labelImprovedAnswers, labelQuizAnswers } from './lead-answers'
import { getLeadTimeline } from './lead-timeline'

// A lead's page (docs/product.md#back-office): the lead, its answers with their labels, the figures exactly as stored,
// the workspace it became, its demo call and its timeline.

export const LEAD_NOT_FOUND = 'Lead not found'

export type LeadRecord = typeof leads.$inferSelect

/** The lead, or a 404. */
export async function requireLead(db: Db, id: string): Promise<LeadRecord> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id))
  if (!lead) throw notFound(LEAD_NOT_FOUND)
  return lead
}

async function readAnswers(db: Db, lead: LeadRecord): Promise<LeadAnswerSection[]> {
  if (lead.quiz_submission_id) {
    const [row] = await db
      .select({ payload: quizSubmissions.payload })
      .from(quizSubmissions)
      .where(eq(quizSubmissions.id, lead.quiz_submission_id))
    return row ? labelQuizAnswers(row.payload) : []
  }
  if (lead.demo_lead_id) {
    const [row] = await db.select({ answers: demoLeads.answers }).from(demoLeads).where(eq(demoLeads.id, lead.demo_lead_id))
    return row ? labelDemoAnswers(row.answers) : []
  }
  if (lead.improved_assessment_id) {
    const [row] = await db
      .select({ answers: improvedAssessments.answers })
      .from(improvedAssessments)
      .where(eq(improvedAssessments.id, lead.improved_assessment_id))
    return row ? labelImprovedAnswers(row.answers) : []
  }
  return []
}

/** The demo lead's call: the one standing, else the last cancelled. */
async function readBooking(db: Db, demoLeadId: string | null): Promise<LeadBooking | null> {
  if (!demoLeadId) return null
  const [row] = await db
    .select()
    .from(demoBookings)
    .where(eq(demoBookings.lead_id, demoLeadId))
    .orderBy(sql`${demoBookings.cancelled_at} desc nulls first`, desc(demoBookings.created_at))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    starts_at: row.starts_at.toISOString(),
    time_zone: row.time_zone,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  }
}

async function readCompany(db: Db, companyId: string | null) {
  if (!companyId) return null
  const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId))
  return row ?? null
}

/** GET /api/admin/leads/:id. */
export async function getLeadDetail(db: Db, id: string): Promise<LeadDetail> {
  const lead = await requireLead(db, id)
  const [answers, booking, company, timeline] = await Promise.all([
    readAnswers(db, lead),
    readBooking(db, lead.demo_lead_id),
    readCompany(db, lead.company_id),
    getLeadTimeline(db, lead),
  ])
  return {
    lead: {
      id: lead.id,
      source: lead.source,
      company_name: lead.company_name,
      contact_name: lead.contact_name,
      contact_email: lead.contact_email,
      industry: lead.industry,
      monthly_savings: lead.monthly_savings,
      status: lead.status,
      stage: lead.stage,
      ref: lead.ref,
      created_at: lead.created_at.toISOString(),
      figures: lead.figures,
      company,
    },
    answers,
    booking,
    timeline,
  }
}
