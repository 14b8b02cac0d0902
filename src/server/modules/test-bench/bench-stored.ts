import { z } from 'zod'
import { benchSideSchema, benchSummarySchema, type BenchSide, type BenchSummary } from '@/shared/schemas/test-bench'

// How a case's sides and a run's summary are kept in their jsonb columns (docs/decisions/134-test-bench.md), and read
// back defensively: a value that no longer parses reads as missing rather than failing the page.

/** The current side, or why the e-mail was not replayed (no longer kept, the budget ran out). */
export type StoredCurrent = BenchSide | { skipped: string }

/** The proposed side, with who decided between the two and what the judge's calls took. */
export type StoredProposed = BenchSide & {
  decidedBy: 'judge' | 'graders' | null
  judge: { tokens: number; costMicros: number | null }
  /** The judge was asked and did not answer: the graders decided instead. */
  judgeFailed: boolean
}

const skippedSchema = z.object({ skipped: z.string() })
const proposedExtras = z.object({
  decidedBy: z.enum(['judge', 'graders']).nullable(),
  judge: z.object({ tokens: z.number().int(), costMicros: z.number().int().nullable() }),
  judgeFailed: z.boolean(),
})

export function parseCurrent(stored: unknown): { side: BenchSide | null; skipped: string | null } {
  const skipped = skippedSchema.safeParse(stored)
  if (skipped.success) return { side: null, skipped: skipped.data.skipped }
  const side = benchSideSchema.safeParse(stored)
  return { side: side.success ? side.data : null, skipped: null }
}

export function parseProposed(stored: unknown): { side: BenchSide | null; extras: z.infer<typeof proposedExtras> | null } {
  const side = benchSideSchema.safeParse(stored)
  const extras = proposedExtras.safeParse(stored)
  return { side: side.success ? side.data : null, extras: extras.success ? extras.data : null }
}

export function parseSummary(stored: unknown): BenchSummary | null {
  const parsed = benchSummarySchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}
