import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { emailMessages } from '@/server/platform/mail/schema'

/** The token of the newest link to `path` (/verify-email, /reset-password) mailed to `to`, read from the outbox. */
export async function readMailedToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  const mail = await app.db.select().from(emailMessages).where(eq(emailMessages.to, to)).orderBy(desc(emailMessages.created_at))
  for (const message of mail) {
    const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path)
    if (link) return new URL(link).searchParams.get('token')!
  }
  throw new Error(`no ${path} link mailed to ${to}`)
}
