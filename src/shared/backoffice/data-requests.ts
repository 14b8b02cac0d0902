import { z } from 'zod'
import { PERSON_DATA_KINDS } from '../schemas/person-data'

// People's data requests as the back office shows them (docs/product.md#back-office, docs/product.md#my-data): what
// each one found or removed, never the address, which is kept only as a keyed hash (docs/decisions/104-a-persons-data.md).

export const DATA_REQUESTS_PAGE_SIZE = 50
/** How many hex characters of the address's keyed hash tell repeated requests apart without naming anyone. */
export const DATA_REQUEST_FINGERPRINT_CHARS = 8

export const DATA_REQUEST_KINDS = ['lookup', 'delete'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

export const dataRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  requested_at: z.string(),
  /** What a lookup found or a deletion removed, per kind, in PERSON_DATA_KINDS order. */
  counts: z.array(z.object({ kind: z.enum(PERSON_DATA_KINDS), count: z.number().int() })),
  /** The first characters of the address's keyed hash: the same person's requests share it. */
  fingerprint: z.string(),
})
export type DataRequest = z.infer<typeof dataRequestSchema>

export const dataRequestsQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() })

/** GET /api/admin/data-requests: newest first; next_cursor is null on the last page. */
export const dataRequestsPageSchema = z.object({ requests: z.array(dataRequestSchema), next_cursor: z.string().nullable() })
export type DataRequestsPage = z.infer<typeof dataRequestsPageSchema>
