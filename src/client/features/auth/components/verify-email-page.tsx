import { CircleAlert, CircleCheck } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import { INVALID_VERIFICATION_MESSAGE, LINK_TOKEN_MESSAGE } from '@/shared/schemas/account-recovery'
import { Button } from '@/client/components/ui/button'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useUser } from '../api/get-user'
import { useVerifyEmail } from '../api/verify-email'
import { useLinkToken } from '../hooks/use-link-token'
import { AuthCardPage } from './auth-card-page'

type VerifyEmailPageProps = {
  /** What a signed-in user can do about a dead link: send a new one (composed by the route, from the account feature). */
  resend: React.ReactNode
}

/** /verify-email?token=…: posts the link of the verification e-mail once and says how it went. */
export function VerifyEmailPage({ resend }: VerifyEmailPageProps) {
  const token = useLinkToken()
  return token ? <VerifyToken key={token} token={token} resend={resend} /> : <InvalidLink message={LINK_TOKEN_MESSAGE} resend={resend} />
}

function VerifyToken({ token, resend }: VerifyEmailPageProps & { token: string }) {
  const verifyQuery = useVerifyEmail(token)

  if (verifyQuery.isPending) {
    return (
      <AuthCardPage title="Verifying your e-mail address">
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner label="Verifying" />
          <span aria-hidden="true">One moment…</span>
        </div>
      </AuthCardPage>
    )
  }
  if (verifyQuery.isSuccess) {
    return (
      <AuthCardPage title="E-mail address verified" focusTitle>
        <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>Thank you. E-mails from your workspace to other addresses now go out as they should.</p>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.dashboard.getHref()}>Go to your dashboard</Link>
        </Button>
      </AuthCardPage>
    )
  }
  const { error } = verifyQuery
  // 400 is the server's verdict on the link; anything else (server down, 5xx, 429) is worth another try.
  if (error instanceof ApiError && error.status === 400)
    return <InvalidLink message={error.message || INVALID_VERIFICATION_MESSAGE} resend={resend} />
  return (
    <AuthCardPage title="We couldn't verify your address" focusTitle>
      <div role="alert" className="flex items-start gap-3 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <p>{getErrorMessage(error, 'The server did not answer. Check your connection and try again.')}</p>
      </div>
      <Button className="mt-6" onClick={() => void verifyQuery.refetch()} disabled={verifyQuery.isFetching}>
        {verifyQuery.isFetching ? 'Trying again...' : 'Try again'}
      </Button>
    </AuthCardPage>
  )
}

function InvalidLink({ message, resend }: VerifyEmailPageProps & { message: string }) {
  return (
    <AuthCardPage title="This link didn't work" focusTitle>
      <div role="alert" className="flex items-start gap-3 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <p>{message}</p>
      </div>
      <div className="mt-6">
        <NextStep resend={resend} />
      </div>
    </AuthCardPage>
  )
}

/** After a dead link: a signed-in user sends a new one (or learns there is no need); a visitor signs in first. */
function NextStep({ resend }: VerifyEmailPageProps) {
  const userQuery = useUser()
  if (userQuery.isPending) return <Spinner label="Checking your session" />
  const user = userQuery.data
  if (user && !user.email_verified) return resend
  const [text, link, label] = user
    ? ['Your address is already verified: there is nothing more to do.', paths.dashboard.getHref(), 'Go to your dashboard']
    : ['Sign in to send yourself a new link.', paths.auth.getHref('login'), 'Sign in']
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={link}>{label}</Link>
      </Button>
    </div>
  )
}
