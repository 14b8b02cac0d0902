import { AgentIdentityPanel } from '@/client/features/agent-identity/components/agent-identity-panel'
import { AgentPacingPanel } from '@/client/features/agent-identity/components/agent-pacing-panel'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { KnowledgePanel } from '@/client/features/company-knowledge/components/knowledge-panel'
import { WritingVoicePanel } from '@/client/features/writing-voice/components/writing-voice-panel'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/agents: the name, reply-to address and sign-off of the agents' e-mails (decision 120), and their voice (131). */
export function SettingsAgentsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="Agent e-mails" description="How your agents’ e-mails present your business to the people they write to.">
            {user.role === 'owner' ? null : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner changes how your agents sign: it is how your business speaks to its customers. Ask the owner
                if something should change.
              </OwnerOnlyNotice>
            )}
            <AgentIdentityPanel user={user} />
            <WritingVoicePanel user={user} />
            <KnowledgePanel user={user} />
            <AgentPacingPanel user={user} />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
