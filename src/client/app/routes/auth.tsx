import { useQueryClient } from '@tanstack/react-query'
import { setSessionUser } from '@/client/features/auth/api/get-user'
import { AuthPage } from '@/client/features/auth/components/auth-page'

/**
 * /auth inside the app. A sign-in here becomes the session's user in the query cache, which may still hold `null` from
 * the page that sent the visitor here (RequireUser); auth.html's own start needs none of this, as the app it hands
 * over to starts with a fresh cache (docs/decisions/100).
 */
export function AuthRoute() {
  const queryClient = useQueryClient()
  return <AuthPage onSignedIn={(user) => setSessionUser(queryClient, user)} />
}
