import type { User } from '@/shared/schemas/auth'
import { useAgents } from '@/client/features/agents/api/get-agents'
import { useAgentStream } from '@/client/features/agents/hooks/use-agent-stream'
import { ApprovalsPage } from '@/client/features/approvals/components/approvals-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /approvals (docs/decisions/106-ai-writing.md): signed-out visitors go to /auth. */
export function ApprovalsRoute() {
  return <RequireUser>{(user) => <Approvals user={user} />}</RequireUser>
}

function Approvals({ user }: { user: User }) {
  // The dashboard's live stream: a draft that starts or stops waiting refreshes the list.
  useAgentStream()
  // The agent filter's choices: the company's agents, as the dashboard lists them.
  const agents = useAgents().data ?? []
  return (
    <AppShell user={user}>
      <ApprovalsPage agents={agents} />
    </AppShell>
  )
}
