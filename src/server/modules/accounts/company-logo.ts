import { eq } from 'drizzle-orm'
import type { LogoUpload } from '@/shared/schemas/company-logo'
import type { Db } from '@/server/platform/db/client'
import { companyLogos } from './schema'

export type StoredLogo = { contentType: string; bytes: Buffer; version: number }

/** Replaces the company's logo; its new upload time makes a new address, so no cached copy of the old one is shown. */
export async function setCompanyLogo(db: Db, companyId: string, upload: LogoUpload): Promise<void> {
  const row = { company_id: companyId, content_type: upload.contentType, data: upload.data, updated_at: new Date() }
  await db
    .insert(companyLogos)
    .values(row)
    .onConflictDoUpdate({
      target: companyLogos.company_id,
      set: { content_type: row.content_type, data: row.data, updated_at: row.updated_at },
    })
}

export async function removeCompanyLogo(db: Db, companyId: string): Promise<void> {
  await db.delete(companyLogos).where(eq(companyLogos.company_id, companyId))
}

export async function findCompanyLogo(db: Db, companyId: string): Promise<StoredLogo | null> {
  const [row] = await db.select().from(companyLogos).where(eq(companyLogos.company_id, companyId))
  if (!row) return null
  return { contentType: row.content_type, bytes: Buffer.from(row.data, 'base64'), version: row.updated_at.getTime() }
}
