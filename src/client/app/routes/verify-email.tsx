import { SendVerificationEmailButton } from '@/client/features/account/components/send-verification-email-button'
import { VerifyEmailPage } from '@/client/features/auth/components/verify-email-page'

export function VerifyEmailRoute() {
  return <VerifyEmailPage resend={<SendVerificationEmailButton />} />
}
