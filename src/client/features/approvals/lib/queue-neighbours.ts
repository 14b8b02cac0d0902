/** Where a draft sits in the waiting queue: the drafts before and after it, and whether an older page must load first. */
export type QueueNeighbours = { previous: string | null; next: string | null; loadMore: boolean }

type QueueState = {
  /** The waiting drafts' ids as loaded so far, newest first, as the list shows them. */
  ids: readonly string[]
  /** Older waiting drafts remain on pages not loaded yet. */
  hasMore: boolean
  /** The draft itself waits for review, so it belongs somewhere in the queue even when not loaded yet. */
  waiting: boolean
}

/**
 * The drafts before and after `draftId` in the queue (docs/decisions/126-approvals-review-queue.md). The last loaded
 * draft's next one is on the next page, and a waiting draft not loaded yet (opened from an older page, or by its
 * address) is further down: both ask for a page more, with no neighbour in that direction until it comes. A draft
 * that no longer waits has no place: next is then the first draft waiting.
 */
export function findNeighbours(draftId: string, { ids, hasMore, waiting }: QueueState): QueueNeighbours {
  const index = ids.indexOf(draftId)
  if (index < 0) {
    if (waiting && hasMore) return { previous: null, next: null, loadMore: true }
    return { previous: null, next: ids[0] ?? null, loadMore: false }
  }
  const last = index === ids.length - 1
  return {
    previous: ids[index - 1] ?? null,
    next: ids[index + 1] ?? null,
    loadMore: last && hasMore,
  }
}
