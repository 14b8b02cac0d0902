import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm'
import { CONTACTS_PAGE_SIZE, type ContactsPage, type ContactsQuery } from '@/shared/schemas/contacts'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import { contacts } from '@/server/modules/runtime'
import { describeContacts } from './contact-facts'

// The search is a substring: its % and _ match themselves, with PostgreSQL's default escape character.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The company's contacts, most recently seen first, a page at a time: a keyset on contacts_company_last_seen_idx; the
 * search (lowercase, as addresses are kept) narrows the rows that index walk reads.
 */
export async function listContacts(db: Db, companyId: string, { search, cursor }: ContactsQuery): Promise<ContactsPage> {
  const after = cursor ? decodeCursor(cursor, TIMESTAMP_CURSOR) : null
  const rows = await db
    .select({ contact: contacts, stamp: sql<string>`${contacts.last_seen_at}::text` })
    .from(contacts)
    .where(
      and(
        eq(contacts.company_id, companyId),
        search ? sql`${contacts.address} like ${`%${escapeLike(search)}%`}` : undefined,
        after
          ? or(
              lt(contacts.last_seen_at, sql`${after[0]}::timestamptz`),
              and(eq(contacts.last_seen_at, sql`${after[0]}::timestamptz`), sql`${contacts.id} > ${after[1]}::uuid`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contacts.last_seen_at), asc(contacts.id))
    .limit(CONTACTS_PAGE_SIZE + 1)
  const page = rows.slice(0, CONTACTS_PAGE_SIZE)
  const last = page.at(-1)
  return {
    items: await describeContacts(
      db,
      companyId,
      page.map((row) => row.contact),
    ),
    next_cursor: rows.length > CONTACTS_PAGE_SIZE && last ? encodeCursor(last.stamp, last.contact.id) : null,
  }
}

/** The id of the company's contact with this whole address (lowercase), for links from a draft or a run. */
export async function findContactByAddress(db: Db, companyId: string, address: string): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.company_id, companyId), eq(contacts.address, address)))
  if (!row) throw notFound('No contact with this address yet')
  return row
}
