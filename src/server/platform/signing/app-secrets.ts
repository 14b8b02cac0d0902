import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appSecrets } from './schema'

/**
 * The secret called `name`, made on first use: every process inserts its own candidate and keeps whichever row won,
 * so processes starting together on one database agree without a lock.
 */
export async function loadAppSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name })
  const [row] = await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`app secret ${name} is missing`)
  return Buffer.from(row.secret, 'base64url')
}
