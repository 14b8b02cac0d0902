import { RequireUser } from '@/client/features/auth/components/require-user'
import { CompanyEraseCard } from '@/client/features/company-erase/components/company-erase-card'
import { CompanySettingsPanel } from '@/client/features/settings/components/company-settings-panel'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/company: the company's name, website and industry (docs/decisions/093), and its erasure (docs/product.md#company-erase). */
export function SettingsCompanyRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="Company" description="Your company's name and profile, as everyone in your workspace sees them.">
            <CompanySettingsPanel user={user} />
            <CompanyEraseCard user={user} />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
