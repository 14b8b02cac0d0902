import { eq } from 'drizzle-orm'
import type { WritingVoiceView } from '@/shared/schemas/writing-voice'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { companies } from './schema'

// How the business's e-mails sound (docs/decisions/131-approvals-that-teach.md): one voice every agent's writer is given.

/** The company's voice; null: the product's default. */
export async function readWritingVoice(db: Db, companyId: string): Promise<WritingVoiceView> {
  const [row] = await db.select({ voice: companies.writing_voice }).from(companies).where(eq(companies.id, companyId))
  if (!row) throw notFound('Company not found')
  return { voice: row.voice }
}

/** Saves the owner's voice ('' is the product's default again); agents write with it from their next e-mail on. */
export async function saveWritingVoice(db: Db, companyId: string, voice: string): Promise<WritingVoiceView> {
  const [row] = await db
    .update(companies)
    .set({ writing_voice: voice.trim() || null })
    .where(eq(companies.id, companyId))
    .returning({ voice: companies.writing_voice })
  if (!row) throw notFound('Company not found')
  return { voice: row.voice }
}
