import { eq, sql } from 'drizzle-orm'
import type { AgentIdentity, AgentIdentityInput } from '@/shared/schemas/agent-identity'
import { logoPathOf } from '@/shared/schemas/company-logo'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { companies, companyLogos } from './schema'

/** How a company's agents appear to the people they write to, as columns for selects that join companies. */
export const identityColumns = {
  companyName: companies.name,
  senderName: companies.sender_name,
  replyTo: companies.reply_to,
  signature: companies.email_signature,
  signAsAgent: companies.sign_as_agent,
  brandColor: companies.brand_color,
  companyId: companies.id,
  // A subquery, so every select that joins companies reads the logo's version without joining company_logos.
  logoVersion: sql<
    number | null
  >`(select floor(extract(epoch from ${companyLogos.updated_at}) * 1000)::float8 from ${companyLogos} where ${companyLogos.company_id} = ${companies.id})`,
}

type IdentityRow = {
  companyName: string
  senderName: string | null
  replyTo: string | null
  signature: string | null
  signAsAgent: boolean
  brandColor: string | null
  companyId: string
  logoVersion: number | string | null
}

/** The columns as the settings and the e-mails read them: '' for a field left to its default. */
export function toAgentIdentity(row: IdentityRow): AgentIdentity {
  return {
    companyName: row.companyName,
    senderName: row.senderName ?? '',
    replyTo: row.replyTo ?? '',
    signature: row.signature ?? '',
    signAsAgent: row.signAsAgent,
    brandColor: row.brandColor ?? '',
    logoPath: row.logoVersion === null ? null : logoPathOf(row.companyId, Number(row.logoVersion)),
  }
}

export async function getAgentIdentity(db: Db, companyId: string): Promise<AgentIdentity> {
  const [row] = await db.select(identityColumns).from(companies).where(eq(companies.id, companyId))
  if (!row) throw notFound('Company not found')
  return toAgentIdentity(row)
}

export async function setAgentIdentity(db: Db, companyId: string, input: AgentIdentityInput): Promise<AgentIdentity> {
  const [row] = await db
    .update(companies)
    .set({
      sender_name: input.senderName || null,
      reply_to: input.replyTo || null,
      email_signature: input.signature || null,
      sign_as_agent: input.signAsAgent,
      ...(input.brandColor === undefined ? {} : { brand_color: input.brandColor || null }),
    })
    .where(eq(companies.id, companyId))
    .returning(identityColumns)
  if (!row) throw notFound('Company not found')
  return toAgentIdentity(row)
}
