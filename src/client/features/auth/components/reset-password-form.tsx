import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { resetPasswordSchema } from '@/shared/schemas/account-recovery'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { appConfig } from '@/client/lib/app-config'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useResetPassword } from '../api/reset-password'
import { withPasswordCheck } from '../hooks/use-password-check'
import { textLinkClass } from './auth-card-page'
import { PasswordField } from './password-field'

// The link does not say whose account it is, so the meter knows only the product's name; the server checks the rest.
const PASSWORD_CONTEXT = { productName: appConfig.productName }

/** The new password for the link's token; mount with key={token} so a new link resets it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetMutation = useResetPassword()
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: withPasswordCheck(zodResolver(resetPasswordSchema), () => PASSWORD_CONTEXT),
    defaultValues: { token, password: '' },
  })
  const { errors } = form.formState
  const { error } = resetMutation
  // A weak password comes back as field issues; an unusable link (or a 429) as a message about the link.
  const serverLinkError =
    error && !(error instanceof ApiError && error.issues.some((issue) => issue.path.endsWith('password'))) ? error : null
  const linkError =
    errors.token?.message ??
    (serverLinkError ? getErrorMessage(serverLinkError, 'We could not change your password. Please try again.') : null)
  // Only a 429 or a server failure is worth another try with the same link.
  const linkIsDead = Boolean(errors.token) || (serverLinkError instanceof ApiError && serverLinkError.status === 400)

  const onSubmit = form.handleSubmit((values) =>
    resetMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Password changed', description: 'Your new password is set and you are signed in.' })
        void navigate(paths.redirectToOnboarding.getHref())
      },
      onError: (error) => setServerFieldErrors(error, form.setError, ['password']),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordField control={form.control} name="password" context={PASSWORD_CONTEXT} label="New password" />
      {linkError ? (
        <div role="alert" className="grid gap-1 text-sm">
          <p className="font-medium text-danger">{linkError}</p>
          {linkIsDead ? (
            <Link to={paths.forgotPassword.getHref()} className={textLinkClass}>
              Request a new reset link
            </Link>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={resetMutation.isPending}>
        {resetMutation.isPending ? 'Saving password...' : 'Set new password'}
      </Button>
    </form>
  )
}
