import { AuthPage } from '@/client/features/auth/components/auth-page'

export function AuthRoute() {
  return <AuthPage />
}
