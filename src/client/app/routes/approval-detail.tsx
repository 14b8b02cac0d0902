import { useParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { useAgentStream } from '@/client/features/agents/hooks/use-agent-stream'
import { ApprovalDetailPage } from '@/client/features/approvals/components/approval-detail-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /approvals/:draftId (docs/decisions/106-ai-writing.md): signed-out visitors go to /auth; the page brings its own h1. */
export function ApprovalDetailRoute() {
  return <RequireUser>{(user) => <ApprovalDetail user={user} />}</RequireUser>
}

function ApprovalDetail({ user }: { user: User }) {
  const { draftId = '' } = useParams()
  // Live: a draft decided by someone else meanwhile shows who decided.
  useAgentStream()
  return (
    <AppShell user={user}>
      <ApprovalDetailPage key={draftId} draftId={draftId} />
    </AppShell>
  )
}
