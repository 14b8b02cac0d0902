import { useParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { AgentDetailPage } from '@/client/features/agents/components/agent-detail-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { useSettingVersions } from '@/client/features/setting-versions/api/get-setting-versions'
import { VersionList } from '@/client/features/setting-versions/components/version-list'
import { TestBenchSection } from '@/client/features/test-bench/components/test-bench-section'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

const AGENT_PROPOSALS = ['guidance', 'model', 'voice'] as const

/**
 * /dashboard/agents/:agentId (docs/product.md#agent-detail): signed-out visitors go to /auth; the page brings its own h1.
 * Its health chart marks each change to how the agent writes, and the owner can test a change on its e-mails
 * (docs/decisions/134-test-bench.md, 135-setting-versions.md).
 */
export function AgentDetailRoute() {
  return <RequireUser>{(user) => <AgentDetail user={user} />}</RequireUser>
}

function AgentDetail({ user }: { user: User }) {
  const { agentId = '' } = useParams()
  const versions = useSettingVersions(agentId || null)
  const markers = (versions.data ?? []).map((version) => ({ at: version.createdAt, label: version.summary }))
  const isOwner = user.role === 'owner'
  return (
    <AppShell user={user}>
      <AgentDetailPage key={agentId} agentId={agentId} markers={markers}>
        {isOwner ? <TestBenchSection agentId={agentId} kinds={AGENT_PROPOSALS} /> : null}
        <VersionList agentId={agentId} canRestore={isOwner} />
      </AgentDetailPage>
    </AppShell>
  )
}
