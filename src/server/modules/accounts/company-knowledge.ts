import { eq } from 'drizzle-orm'
import { parseCompanyKnowledge, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { companies } from './schema'

/** The company's knowledge (docs/decisions/124-company-knowledge.md), read defensively: a stored value never fails. */
export async function getCompanyKnowledge(db: Db, companyId: string): Promise<CompanyKnowledge> {
  const [row] = await db.select({ knowledge: companies.knowledge }).from(companies).where(eq(companies.id, companyId))
  if (!row) throw notFound('Company not found')
  return parseCompanyKnowledge(row.knowledge)
}

/** Replaces the company's knowledge as a whole: the form sends every field, so a removed row is gone. */
export async function setCompanyKnowledge(db: Db, companyId: string, knowledge: CompanyKnowledge): Promise<CompanyKnowledge> {
  const [row] = await db
    .update(companies)
    .set({ knowledge })
    .where(eq(companies.id, companyId))
    .returning({ knowledge: companies.knowledge })
  if (!row) throw notFound('Company not found')
  return parseCompanyKnowledge(row.knowledge)
}
