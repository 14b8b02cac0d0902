/**
 * The thank-you page's Download Report needs the submission id (docs/decisions/032), but the saved answers are
 * cleared on success (docs/product.md#quiz-persistence). The id and company name are kept for the tab's session.
 */
const KEY = 'growth-map-quiz:last-submission'

export type LastSubmission = { id: string; company: string }

export function keepLastSubmission(value: LastSubmission): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value))
  } catch (error) {
    console.warn('[quiz] Could not keep the submission id.', error)
  }
}

export function readLastSubmission(): LastSubmission | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { id, company } = value as Record<string, unknown>
    return typeof id === 'string' && typeof company === 'string' ? { id, company } : null
  } catch {
    return null
  }
}
