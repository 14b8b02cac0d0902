/**
 * Where this browser session arrived from (docs/product.md#back-office): the `ref` parameter of the first page that
 * carried one, kept in sessionStorage for the tab's life, so a funnel submitted pages later still names it. The leads
 * and the funnel analytics are split by it. Nothing is kept when storage is unavailable (private mode, blocked).
 */
const ARRIVAL_REF_KEY = 'agentworks:arrival-ref'
const MAX_REF_LENGTH = 100

/** Remembers `ref` from a page's query string, unless the session already has one; called once per page load. */
export function rememberArrivalRef(search: string): void {
  const ref = new URLSearchParams(search).get('ref')?.trim().slice(0, MAX_REF_LENGTH)
  if (!ref) return
  try {
    if (!window.sessionStorage.getItem(ARRIVAL_REF_KEY)) window.sessionStorage.setItem(ARRIVAL_REF_KEY, ref)
  } catch {
    // Storage refused: the lead goes without its ref.
  }
}

/** The session's `ref`, or undefined when it arrived without one. */
export function getArrivalRef(): string | undefined {
  try {
    return window.sessionStorage.getItem(ARRIVAL_REF_KEY) ?? undefined
  } catch {
    return undefined
  }
}
