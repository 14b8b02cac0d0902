import { calculateImprovedMetrics } from '@/shared/formulas/improved-metrics'
import type { ImprovedAssessment, ImprovedSubmission } from '@/shared/schemas/improved-assessment'
import type { Db } from '@/server/platform/db/client'
import { summarizeImprovedLead } from '@/shared/backoffice/lead-figures'
import { insertLeads, toLeadRow } from '../leads/lead-records'
import { improvedAssessments } from './schema'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'

// A person finishes the six steps in minutes; 10 a minute per address leaves room for retries
// after a failure and for a shared office address, while stopping a flood (docs/decisions/041).
export const IMPROVED_SUBMIT_LIMIT: Limit = { max: 10, windowMs: 60_000 }

/**
 * Stores the assessment as a lead, with its back-office lead and the figures its completion screen shows
 * (docs/product.md#back-office) in the same transaction; returns its id with the metrics of the shared formula.
 */
export async function createImprovedAssessment(db: Db, assessment: ImprovedAssessment): Promise<ImprovedSubmission> {
  const { website_url: _honeypot, ref, ...answers } = assessment
  const metrics = calculateImprovedMetrics(answers.hours_spent_weekly)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(improvedAssessments)
      .values({
        company_name: answers.company_name,
        contact_email: answers.contact_email.toLowerCase(),
        contact_name: answers.contact_name,
        business_type: answers.business_type,
        team_size: answers.team_size,
        monthly_budget: answers.monthly_budget,
        timeline: answers.timeline,
        preferred_contact: answers.preferred_contact,
        hours_spent_weekly: answers.hours_spent_weekly,
        monthly_savings: metrics.monthlySavings,
        answers,
        metrics,
      })
      .returning({ id: improvedAssessments.id })
    const id = row!.id
    const contact = { ...answers, contact_email: answers.contact_email.toLowerCase() }
    const lead = toLeadRow({ id, source: 'improved', improved_assessment_id: id }, contact, summarizeImprovedLead(answers), { ref })
    await insertLeads(tx, [lead])
    return { id, metrics }
  })
}
