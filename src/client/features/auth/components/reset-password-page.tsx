import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { useLinkToken } from '../hooks/use-link-token'
import { AuthCardPage, textLinkClass } from './auth-card-page'
import { ResetPasswordForm } from './reset-password-form'

/** /reset-password?token=…: the link of the forgot-password e-mail; a new password signs the user in. */
export function ResetPasswordPage() {
  const token = useLinkToken()
  if (!token) {
    return (
      <AuthCardPage
        title="This reset link is incomplete"
        description="Open the link from your e-mail again, or ask for a new one: links work once and for a limited time."
      >
        <Link to={paths.forgotPassword.getHref()} className={textLinkClass}>
          Request a new reset link
        </Link>
      </AuthCardPage>
    )
  }
  return (
    <AuthCardPage title="Choose a new password" description="Enter a new password for your account. You will be signed in right away.">
      <ResetPasswordForm key={token} token={token} />
    </AuthCardPage>
  )
}
