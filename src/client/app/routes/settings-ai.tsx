import { AiPrivacyNote } from '@/client/features/ai-settings/components/ai-privacy-note'
import { AiWriterPanel } from '@/client/features/ai-settings/components/ai-writer-panel'
import { CompanyModelPanel } from '@/client/features/ai-settings/components/company-model-panel'
import { TokenBudgetPanel } from '@/client/features/ai-settings/components/token-budget-panel'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/ai: who writes the agents' e-mails, the company's own model and its token budget (decision 106). */
export function SettingsAiRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="AI" description="Which language model words your agents’ e-mails, and how many tokens it may use a month.">
            {user.role === 'owner' ? null : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner sets the model and the token budget: they decide where your agents&apos; facts go and what it
                costs. Ask the owner if one should change.
              </OwnerOnlyNotice>
            )}
            <AiWriterPanel />
            <CompanyModelPanel />
            <TokenBudgetPanel />
            <AiPrivacyNote />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
