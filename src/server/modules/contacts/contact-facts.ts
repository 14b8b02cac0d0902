import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Contact, ContactAgent } from '@/shared/schemas/contacts'
import type { Db } from '@/server/platform/db/client'
import { companySuppressions } from '@/server/modules/accounts'
import { agentDrafts, agents, contacts, conversations } from '@/server/modules/runtime'

type ContactRow = typeof contacts.$inferSelect

export const agentColumns = { id: agents.id, name: agents.name, display_name: agents.display_name, avatar_color: agents.avatar_color }

// Drafts name their person by `to` as written; lower(to) is how agent_drafts_company_to_idx stores it, and contacts
// keep their address lowercase.
export const draftAddress = sql<string>`lower(${agentDrafts.to})`

/**
 * What a list row and a contact's page say about each contact beyond its own columns: the agents that wrote or are
 * writing to them, whether they opted out or bounce, and how many drafts to them wait in Approvals. Four reads for
 * the whole page, each by the contacts' ids or addresses.
 */
export async function describeContacts(db: Db, companyId: string, rows: ContactRow[]): Promise<Contact[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const addresses = rows.map((row) => row.address)
  const [talking, drafting, suppressed] = await Promise.all([
    db
      .select({ contactId: conversations.contact_id, agent: agentColumns })
      .from(conversations)
      .innerJoin(agents, eq(agents.id, conversations.agent_id))
      .where(and(eq(conversations.company_id, companyId), inArray(conversations.contact_id, ids))),
    db
      .select({
        address: draftAddress,
        agent: agentColumns,
        waiting: sql<number>`(count(*) filter (where ${agentDrafts.status} = 'awaiting'))::int`,
      })
      .from(agentDrafts)
      .innerJoin(agents, eq(agents.id, agentDrafts.agent_id))
      .where(and(eq(agentDrafts.company_id, companyId), inArray(draftAddress, addresses)))
      .groupBy(draftAddress, agents.id, agents.name, agents.display_name, agents.avatar_color),
    db
      .select({ address: companySuppressions.address, reason: companySuppressions.reason })
      .from(companySuppressions)
      .where(and(eq(companySuppressions.company_id, companyId), inArray(companySuppressions.address, addresses))),
  ])
  // A bounce puts the address on the suppression list too (docs/decisions/128-conversations.md): that is `bouncing`,
  // not the person's choice.
  const optedOut = new Set(suppressed.filter((row) => row.reason !== 'bounced').map((row) => row.address))
  return rows.map((row) => {
    const agentsOf = new Map<string, ContactAgent>()
    for (const { agent } of talking.filter((entry) => entry.contactId === row.id)) agentsOf.set(agent.id, agent)
    const drafts = drafting.filter((entry) => entry.address === row.address)
    for (const { agent } of drafts) agentsOf.set(agent.id, agent)
    return {
      id: row.id,
      address: row.address,
      first_seen_at: row.first_seen_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
      agents: [...agentsOf.values()].sort((a, b) => a.name.localeCompare(b.name)),
      opted_out: optedOut.has(row.address),
      bouncing: row.bouncing_at !== null,
      waiting_drafts: drafts.reduce((sum, entry) => sum + Number(entry.waiting), 0),
    }
  })
}
