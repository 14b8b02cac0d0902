import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { coalescedRefresh } from '@/client/lib/coalesced-refresh'
import { approvalKeys } from '@/client/features/approvals/api/query-keys'
import { agentKeys } from '../api/query-keys'

export type StreamState = 'connecting' | 'live' | 'reconnecting'

/**
 * Follows GET /api/agents/stream: each change (and each reconnect, which may have missed some)
 * refetches the agent queries on screen. EventSource reconnects by itself after a network cut.
 */
export function useAgentStream(): StreamState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<StreamState>('connecting')
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/agents/stream')
    // A burst of runs costs at most one refetch in flight and one after it. Each refetch starts after its change
    // committed (a fetch already under way, begun before it, is restarted): no change is lost in a read that missed it.
    const refresh = coalescedRefresh(() => queryClient.invalidateQueries({ queryKey: agentKeys.all }))
    // A draft started or stopped waiting: the Approvals inbox and the navigation's count (docs/decisions/106-ai-writing.md).
    const refreshApprovals = coalescedRefresh(() => queryClient.invalidateQueries({ queryKey: approvalKeys.all }))
    let connectedBefore = false
    source.addEventListener('ready', () => {
      setState('live')
      if (connectedBefore) refresh()
      // Drafts are written seconds after their event: one may have started waiting between the inbox's first fetch and
      // this connection, so the approvals are read again once the stream is live.
      refreshApprovals()
      connectedBefore = true
    })
    source.addEventListener('change', (event) => {
      refresh()
      if (readsApprovals(event)) refreshApprovals()
    })
    source.addEventListener('error', () => setState('reconnecting'))
    return () => source.close()
  }, [queryClient])
  return state
}

function readsApprovals(event: Event): boolean {
  try {
    return (JSON.parse((event as MessageEvent<string>).data) as { approvals?: boolean }).approvals === true
  } catch {
    return false
  }
}
