import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '@/server/modules/accounts'

/**
 * Marks a user's address proven directly in the database, as if they had opened their verification link: for tests
 * whose subject is not the verification itself (docs/decisions/083). Held e-mail is not released by this.
 */
export async function markUserVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .update(users)
    .set({ email_verified_at: sql`now()` })
    .where(eq(users.id, userId))
}
