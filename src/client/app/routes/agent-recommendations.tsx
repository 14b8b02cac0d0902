import { AgentRecommendationsPage } from '@/client/features/agents/components/agent-recommendations-page'
import { RequireUser } from '@/client/features/auth/components/require-user'

export function AgentRecommendationsRoute() {
  return <RequireUser>{(user) => <AgentRecommendationsPage canDeploy={user.role === 'owner'} />}</RequireUser>
}
