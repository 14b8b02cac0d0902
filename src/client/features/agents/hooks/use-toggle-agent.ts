import type { Agent } from '@/shared/schemas/agents'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useUpdateAgentStatus } from '../api/update-agent-status'

/**
 * Pause or Activate, as the dashboard and the agent's page both offer it (docs/product.md#dashboard): the real
 * `PATCH /api/agents/:id`, its button disabled while it runs, then a toast either way.
 */
export function useToggleAgent() {
  const updateStatus = useUpdateAgentStatus()

  function toggle(agent: Agent) {
    const status = agent.status === 'active' ? 'paused' : 'active'
    updateStatus.mutate(
      { id: agent.id, status },
      {
        onSuccess: () =>
          toast(
            status === 'paused'
              ? { title: `${agent.name} paused`, description: `${agent.name} stops acting on new events until you activate it again.` }
              : { title: `${agent.name} activated`, description: `${agent.name} is back at work.` },
          ),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Could not change the agent', description: getErrorMessage(error, 'Please try again.') }),
      },
    )
  }

  return { toggle, pendingId: updateStatus.isPending ? updateStatus.variables?.id : undefined }
}
