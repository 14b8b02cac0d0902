import { useParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { AccountLayout } from '@/client/features/account/components/account-layout'
import { AgentDetailPage } from '@/client/features/agents/components/agent-detail-page'
import { LogoutButton } from '@/client/features/auth/components/logout-button'
import { RequireUser } from '@/client/features/auth/components/require-user'

/** /dashboard/agents/:agentId (docs/product.md#agent-detail): signed-out visitors go to /auth. */
export function AgentDetailRoute() {
  return <RequireUser>{(user) => <AgentDetail user={user} />}</RequireUser>
}

function AgentDetail({ user }: { user: User }) {
  const { agentId = '' } = useParams()
  return (
    <AccountLayout user={user} actions={<LogoutButton />}>
      <AgentDetailPage key={agentId} agentId={agentId} />
    </AccountLayout>
  )
}
