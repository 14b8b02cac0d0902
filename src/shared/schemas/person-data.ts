import { z } from 'zod'

/** What the product may hold about one e-mail address, by kind (docs/product.md#my-data). */
export const PERSON_DATA_KINDS = [
  'quiz_submissions',
  'demo_leads',
  'demo_bookings',
  'improved_assessments',
  'agent_events',
  'agent_runs',
  'signals',
  'agent_outputs',
  'contacts',
  'conversations',
  'conversation_messages',
  'emails_pending',
  'emails_kept',
] as const
export type PersonDataKind = (typeof PERSON_DATA_KINDS)[number]

/** The signed link's token, as the page sends it back: the token is the request's only credential. */
export const personDataRequestSchema = z.object({ token: z.string().trim().min(1, 'The link has no token').max(1000) })

export const personDataKindSchema = z.object({
  kind: z.enum(PERSON_DATA_KINDS),
  count: z.number().int(),
  first_at: z.string().nullable(),
  last_at: z.string().nullable(),
  /** For what companies' agents hold: how many companies, never which. */
  companies: z.number().int().optional(),
})

export const personDataLookupSchema = z.object({
  email: z.string(),
  link_expires_at: z.string(),
  kinds: z.array(personDataKindSchema),
  /** The address also signs in to an account, whose data the account's own settings remove. */
  has_account: z.boolean(),
})
export type PersonDataLookup = z.infer<typeof personDataLookupSchema>

export const personDataDeletedSchema = z.object({
  email: z.string(),
  removed: z.array(z.object({ kind: z.enum(PERSON_DATA_KINDS), count: z.number().int() })),
})
export type PersonDataDeleted = z.infer<typeof personDataDeletedSchema>
