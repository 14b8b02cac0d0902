import { useQuery } from '@tanstack/react-query'
import { useUser } from '@/client/features/auth/api/get-user'
import { OnboardingWizard } from '@/client/features/onboarding/components/onboarding-wizard'
import { teamQueryOptions } from '@/client/features/team/api/get-team'

/** /onboarding: open to visitors; whether someone is signed in only matters at submit. */
export function OnboardingRoute() {
  const userQuery = useUser()
  const user = userQuery.data
  // The account's details prefill the questionnaire (docs/decisions/091-questionnaire-prefill-and-required.md).
  const teamQuery = useQuery({ ...teamQueryOptions(), enabled: Boolean(user) })
  const account =
    user && !teamQuery.isPending
      ? { companyName: teamQuery.data?.company.name, contactName: user.full_name, contactEmail: user.email }
      : undefined
  return (
    <OnboardingWizard signedIn={userQuery.isSuccess ? user !== null : undefined} canSubmit={user?.role !== 'member'} account={account} />
  )
}
