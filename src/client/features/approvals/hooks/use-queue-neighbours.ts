import { useEffect } from 'react'
import type { ApprovalsFilterParams } from '@/shared/schemas/approvals'
import { useApprovals } from '../api/get-approvals'
import { findNeighbours, type QueueNeighbours } from '../lib/queue-neighbours'

/**
 * The waiting drafts before and after this one, under the list's filters: the list's own query (same key, so the
 * pages the list loaded are already here), one older page loaded whenever the queue needs it to go on.
 */
export function useQueueNeighbours(draftId: string, filter: ApprovalsFilterParams, waiting: boolean): Omit<QueueNeighbours, 'loadMore'> {
  const query = useApprovals('awaiting', filter)
  const ids = query.data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? []
  const { previous, next, loadMore } = findNeighbours(draftId, { ids, hasMore: query.hasNextPage, waiting })
  // Not while any fetch runs (fetchNextPage would cancel a refetch under way: a decision elsewhere refreshes the list),
  // nor again after a page failed to load: the buttons stay as they are rather than asking in a loop.
  const { fetchNextPage, isFetching, isFetchNextPageError } = query
  useEffect(() => {
    if (loadMore && !isFetching && !isFetchNextPageError) void fetchNextPage()
  }, [loadMore, isFetching, isFetchNextPageError, fetchNextPage])
  return { previous, next }
}
