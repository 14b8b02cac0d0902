import { ApiKeysPanel } from '@/client/features/api-keys/components/api-keys-panel'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/api-keys: the owner's keys for POST /api/events (docs/product.md#api-keys); members see why there are none. */
export function SettingsApiKeysRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="API keys" description="Keys that let your tools send business events to your agents.">
            {user.role === 'owner' ? (
              <ApiKeysPanel />
            ) : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner manages API keys: a key lets a tool act for the whole company. Ask the owner for one if your
                workflow needs it.
              </OwnerOnlyNotice>
            )}
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
