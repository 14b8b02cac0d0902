import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { CompanySettings, updateCompanySchema } from '@/shared/schemas/company-settings'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { companies } from './schema'

const fields = { id: companies.id, name: companies.name, website: companies.website, industry: companies.industry }

/** The company's own fields, as everyone in it sees them on the Company settings page (docs/decisions/093). */
export async function getCompanySettings(db: Db, companyId: string): Promise<CompanySettings> {
  const [company] = await db.select(fields).from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound('Company not found')
  return company
}

/** Replaces the company's name, website and industry; an unanswered website or industry ('') is stored as none. */
export async function updateCompanySettings(
  db: Db,
  companyId: string,
  input: z.output<typeof updateCompanySchema>,
): Promise<CompanySettings> {
  const [company] = await db
    .update(companies)
    .set({ name: input.name, website: input.website || null, industry: input.industry || null })
    .where(eq(companies.id, companyId))
    .returning(fields)
  if (!company) throw notFound('Company not found')
  return company
}
