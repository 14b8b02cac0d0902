import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
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
    // cancelRefetch: false joins a refetch already in flight instead of restarting it (bursts of runs).
    const refresh = () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }, { cancelRefetch: false })
    let connectedBefore = false
    source.addEventListener('ready', () => {
      setState('live')
      if (connectedBefore) refresh()
      connectedBefore = true
    })
    source.addEventListener('change', refresh)
    source.addEventListener('error', () => setState('reconnecting'))
    return () => source.close()
  }, [queryClient])
  return state
}
