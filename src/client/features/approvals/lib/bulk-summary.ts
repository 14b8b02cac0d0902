import { BULK_SKIP_LABELS, type BulkDecisionResult } from '@/shared/schemas/approvals'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** One line for a bulk decision's outcome: "48 approved, 2 skipped: already decided", with held e-mails counted. */
export function describeBulkResult(result: BulkDecisionResult): string {
  const parts: string[] = []
  if (result.approved > 0) parts.push(`${result.approved} approved`)
  if (result.rejected > 0) parts.push(`${result.rejected} rejected`)
  if (result.skipped > 0) {
    const why = new Map<string, number>()
    for (const item of result.results) if (item.skipped) why.set(item.skipped, (why.get(item.skipped) ?? 0) + 1)
    const reasons = [...why].map(([reason, count]) => {
      const label = BULK_SKIP_LABELS[reason as keyof typeof BULK_SKIP_LABELS]
      return why.size === 1 ? label : `${count} ${label}`
    })
    parts.push(`${result.skipped} skipped: ${reasons.join(', ')}`)
  }
  const notSent = result.results.filter((item) => item.email !== null).length
  if (notSent > 0) parts.push(`${plural(notSent, 'e-mail', 'e-mails')} held or not sent`)
  return parts.length ? parts.join(', ') : 'Nothing was decided'
}

/** The results of several bulk calls (a selection over the limit of one call) as one. */
export function mergeBulkResults(results: BulkDecisionResult[]): BulkDecisionResult {
  return {
    results: results.flatMap((result) => result.results),
    approved: results.reduce((sum, result) => sum + result.approved, 0),
    rejected: results.reduce((sum, result) => sum + result.rejected, 0),
    skipped: results.reduce((sum, result) => sum + result.skipped, 0),
  }
}
