import { RequireUser } from '@/client/features/auth/components/require-user'
import { CompanyExportPanel } from '@/client/features/company-export/components/company-export-panel'
import { PrivacyControlsPanel } from '@/client/features/privacy-controls/components/privacy-controls-panel'
import { PrivacyHistory } from '@/client/features/privacy-controls/components/privacy-history'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { SuppressionsPanel } from '@/client/features/suppressions/components/suppressions-panel'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/**
 * /settings/privacy: the company's privacy controls and every change to them (docs/product.md#privacy-controls, decision
 * 101), and the addresses its agents don't write to (decision 125).
 */
export function SettingsPrivacyRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="Privacy" description="What your agents keep, pass on and send out, and who changed it when.">
            {user.role === 'owner' ? null : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner changes the privacy controls: they decide what your agents keep and share for the whole
                company. Ask the owner if one should change.
              </OwnerOnlyNotice>
            )}
            <PrivacyControlsPanel user={user} />
            <SuppressionsPanel user={user} />
            <PrivacyHistory />
            <CompanyExportPanel user={user} />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
