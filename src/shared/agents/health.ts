/** An agent's health is the share of successful runs among its last 50 finished ones (docs/product.md#agent-health). */
export const HEALTH_WINDOW = 50

export type FinishedRunStatus = 'succeeded' | 'failed'

/** Health in whole percent from the latest finished runs (latest first; only the first 50 count); 100 with none. */
export function healthOf(latestFirst: readonly FinishedRunStatus[]): number {
  const window = latestFirst.slice(0, HEALTH_WINDOW)
  if (window.length === 0) return 100
  const succeeded = window.filter((status) => status === 'succeeded').length
  return Math.round((100 * succeeded) / window.length)
}
