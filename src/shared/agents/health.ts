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

/** Health points a draft waiting in Approvals costs its agent, and the most they cost together. */
export const HEALTH_PER_WAITING_DRAFT = 5
export const MAX_HEALTH_FOR_WAITING_DRAFTS = 50

/** The health points an agent's drafts waiting for review cost it (docs/decisions/106-ai-writing.md). */
export function healthCostOfWaitingDrafts(awaiting: number): number {
  return Math.min(Math.max(awaiting, 0) * HEALTH_PER_WAITING_DRAFT, MAX_HEALTH_FOR_WAITING_DRAFTS)
}

/** An agent's health with its drafts waiting for review counted against it (docs/decisions/106-ai-writing.md). */
export function healthWithApprovals(health: number, awaiting: number): number {
  return Math.max(health - healthCostOfWaitingDrafts(awaiting), 0)
}
