import { ACCOUNT_KINDS } from './export-kinds-account'
import { AI_KINDS } from './export-kinds-ai'
import { ACTIVITY_KINDS } from './export-kinds-activity'
import { CONVERSATION_KINDS } from './export-kinds-conversations'
import type { ExportKind } from './export-kind'

export type { ExportKind, KeyColumn } from './export-kind'

/** Every file of the export, in the archive's order (docs/product.md#company-export). */
export const EXPORT_KINDS: ExportKind[] = [...ACCOUNT_KINDS, ...ACTIVITY_KINDS, ...AI_KINDS, ...CONVERSATION_KINDS]

/**
 * Tables with a company_id that no file holds, and why: the completeness test fails on any other
 * (export-kinds.test.ts).
 */
export const TABLES_LEFT_OUT: Record<string, string> = {
  company_tombstones: 'written only once the company is erased, when there is nothing left to export',
  leads:
    "AgentWorks' own sales record of the funnel answers that led to the company's workspace, not the company's data; " +
    "the answers are the person's, shown to them at /my-data",
}
