import { RequireUser } from '@/client/features/auth/components/require-user'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { TeamPanel } from '@/client/features/team/components/team-panel'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/team: the company's members and, for the owner, invitations (docs/product.md#team-invitations). */
export function SettingsTeamRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage
            title="Team"
            description={
              user.role === 'owner' ? 'The people in your workspace, and who you have invited.' : 'The people in your workspace.'
            }
          >
            <TeamPanel user={user} />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
