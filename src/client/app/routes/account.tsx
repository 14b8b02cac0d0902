import type { User } from '@/shared/schemas/auth'
import { ApiKeysPanel } from '@/client/features/api-keys/components/api-keys-panel'
import { CompanyWebhookPanel } from '@/client/features/company-webhook/components/company-webhook-panel'
import { OnboardingProgress } from '@/client/features/account/components/onboarding-progress'
import { WorkspaceCards } from '@/client/features/account/components/workspace-cards'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { TeamPanel } from '@/client/features/team/components/team-panel'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/**
 * /app, the account home (docs/product.md#account-home): workspace cards or onboarding progress, then the team and,
 * for owners, the API keys and the n8n webhook, in the workspace shell (docs/decisions/092).
 */
export function AccountRoute() {
  return <RequireUser>{(user) => <AccountHome user={user} />}</RequireUser>
}

function AccountHome({ user }: { user: User }) {
  return (
    <AppShell user={user}>
      {/* grid-cols-1 is minmax(0, 1fr): a panel can never widen the page past the screen. */}
      <div className="grid grid-cols-1 gap-8">
        <div>
          <h1 className="text-title font-semibold [overflow-wrap:anywhere]">Welcome, {user.full_name || user.username}</h1>
          <p className="mt-1 text-muted-foreground">
            {user.onboarding_completed
              ? 'Your AI workspace at a glance.'
              : 'Finish onboarding to get your agents recommended and deployed.'}
          </p>
        </div>
        {user.onboarding_completed ? <WorkspaceCards /> : <OnboardingProgress user={user} />}
        {user.company_id ? <TeamPanel user={user} /> : null}
        {user.company_id && user.role === 'owner' ? (
          <>
            <ApiKeysPanel />
            <CompanyWebhookPanel />
          </>
        ) : null}
      </div>
    </AppShell>
  )
}
