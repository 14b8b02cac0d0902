import { paths } from '@/client/config/paths'
import { AccountDeletionCard } from '@/client/features/account-deletion/components/account-deletion-card'
import { PasswordField } from '@/client/features/auth/components/password-field'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { withPasswordCheck } from '@/client/features/auth/hooks/use-password-check'
import { EmailSettings } from '@/client/features/settings/components/email-settings'
import { PasswordSettings } from '@/client/features/settings/components/password-settings'
import { ProfileForm } from '@/client/features/settings/components/profile-form'
import { SessionsPanel } from '@/client/features/settings/components/sessions-panel'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/**
 * /settings/account: the user's own name, address, password and sessions (docs/decisions/093). The new-password field
 * and its rule come from the auth feature, composed here.
 */
export function SettingsAccountRoute() {
  // A deleted account is signed out (docs/product.md#account-deletion): a fresh load of the home page leaves nothing of it
  // in memory, and no signed-in page sees the user vanish and sends the browser to sign-in first.
  const onDeleted = () => window.location.replace(paths.home.getHref())
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="Account" description="Your name, sign-in address, password and the browsers you are signed in on.">
            <ProfileForm key={user.full_name ?? ''} user={user} />
            <EmailSettings user={user} />
            <PasswordSettings
              user={user}
              withPasswordRule={withPasswordCheck}
              renderNewPassword={(control, context) => (
                <PasswordField control={control} name="password" context={context} label="New password" />
              )}
            />
            <SessionsPanel />
            <AccountDeletionCard user={user} onDeleted={onDeleted} />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
