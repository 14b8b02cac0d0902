import { eq } from 'drizzle-orm'
import type { DemoAssessment } from '@/shared/schemas/demo-assessment'
import type { Db } from '@/server/platform/db/client'
import { summarizeDemoLead } from '@/shared/backoffice/lead-figures'
import { insertLeads, toLeadRow } from '../leads/lead-records'
import { demoLeads } from './schema'

/**
 * Stores a completed demo assessment as a lead for the sales team, with its back-office lead and the figures its
 * report shows (docs/product.md#back-office) in the same transaction; returns its id.
 */
export async function createDemoLead(db: Db, answers: DemoAssessment, ref?: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoLeads)
      .values({ contact_email: answers.contact_email, contact_name: answers.contact_name, company_name: answers.company_name, answers })
      .returning({ id: demoLeads.id })
    const id = row!.id
    await insertLeads(tx, [toLeadRow({ id, source: 'demo', demo_lead_id: id }, answers, summarizeDemoLead(answers), { ref })])
    return id
  })
}

/** The lead's id if it exists, so a booking never points at nothing. */
export async function findDemoLeadId(db: Db, id: string | undefined): Promise<string | null> {
  if (!id) return null
  const [row] = await db.select({ id: demoLeads.id }).from(demoLeads).where(eq(demoLeads.id, id))
  return row?.id ?? null
}
