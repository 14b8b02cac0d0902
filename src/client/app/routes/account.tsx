import type { User } from '@/shared/schemas/auth'
import { AccountLayout } from '@/client/features/account/components/account-layout'
import { ApiKeysPanel } from '@/client/features/api-keys/components/api-keys-panel'
import { CompanyWebhookPanel } from '@/client/features/company-webhook/components/company-webhook-panel'
import { OnboardingProgress } from '@/client/features/account/components/onboarding-progress'
import { WorkspaceCards } from '@/client/features/account/components/workspace-cards'
import { LogoutButton } from '@/client/features/auth/components/logout-button'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { TeamPanel } from '@/client/features/team/components/team-panel'

/**
 * /app, the account home (docs/product.md#account-home): workspace cards or onboarding progress, then the team and,
 * for owners, the API keys and the n8n webhook.
 */
export function AccountRoute() {
  return <RequireUser>{(user) => <AccountHome user={user} />}</RequireUser>
}

function AccountHome({ user }: { user: User }) {
  return (
    <AccountLayout user={user} actions={<LogoutButton />}>
      {user.onboarding_completed ? <WorkspaceCards /> : <OnboardingProgress user={user} />}
      {user.company_id ? <TeamPanel user={user} /> : null}
      {user.company_id && user.role === 'owner' ? (
        <>
          <ApiKeysPanel />
          <CompanyWebhookPanel />
        </>
      ) : null}
    </AccountLayout>
  )
}
