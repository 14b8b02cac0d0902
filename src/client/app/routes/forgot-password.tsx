import { ForgotPasswordPage } from '@/client/features/auth/components/forgot-password-page'

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />
}
