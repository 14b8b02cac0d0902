import { useParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { AgentDetailPage } from '@/client/features/agents/components/agent-detail-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /dashboard/agents/:agentId (docs/product.md#agent-detail): signed-out visitors go to /auth; the page brings its own h1. */
export function AgentDetailRoute() {
  return <RequireUser>{(user) => <AgentDetail user={user} />}</RequireUser>
}

function AgentDetail({ user }: { user: User }) {
  const { agentId = '' } = useParams()
  return (
    <AppShell user={user}>
      <AgentDetailPage key={agentId} agentId={agentId} />
    </AppShell>
  )
}
