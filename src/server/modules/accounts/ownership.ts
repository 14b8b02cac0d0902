import { and, eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { conflict, forbidden, notFound } from '@/server/platform/http/http-errors'
import { companies, users } from './schema'

export const OWNERSHIP_MESSAGES = {
  memberNotFound: 'Member not found',
  alreadyOwner: 'You already own the company',
  notOwner: 'Only the company owner can do this',
} as const

/**
 * Makes a member of the owner's company its owner and the owner a member, in one transaction: the company has exactly
 * one owner before and after (docs/decisions/082-roles.md, docs/decisions/103-company-erase-and-account-deletion.md).
 */
export async function handOverOwnership(
  db: Db,
  { companyId, ownerId, memberId }: { companyId: string; ownerId: string; memberId: string },
) {
  await db.transaction(async (tx) => {
    // The company row orders two hand-overs of one company; the member's row orders this against their account's deletion.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update')
    if (memberId === ownerId) throw conflict(OWNERSHIP_MESSAGES.alreadyOwner)
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.company_id, companyId)))
      .for('update')
    if (!member) throw notFound(OWNERSHIP_MESSAGES.memberNotFound)
    const demoted = await tx
      .update(users)
      .set({ role: 'member' })
      .where(and(eq(users.id, ownerId), eq(users.company_id, companyId), eq(users.role, 'owner')))
      .returning({ id: users.id })
    // The session said owner, but another hand-over committed first.
    if (demoted.length === 0) throw forbidden(OWNERSHIP_MESSAGES.notOwner)
    await tx.update(users).set({ role: 'owner' }).where(eq(users.id, memberId))
  })
}
