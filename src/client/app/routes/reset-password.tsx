import { ResetPasswordPage } from '@/client/features/auth/components/reset-password-page'

export function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
