import { useUser } from '@/client/features/auth/api/get-user'
import { GetStarted } from '@/client/features/onboarding/components/get-started'

export function GetStartedRoute() {
  const userQuery = useUser()
  // A failed session check counts as signed out: registering is the safe way forward.
  const signedIn = userQuery.isPending ? undefined : userQuery.data != null
  return <GetStarted signedIn={signedIn} />
}
