import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { forgotPasswordSchema } from '@/shared/schemas/account-recovery'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useForgotPassword } from '../api/forgot-password'
import { AuthCardPage, textLinkClass } from './auth-card-page'

/** /forgot-password: asks for the account's address, then shows the server's answer, the same whether or not it exists. */
export function ForgotPasswordPage() {
  const forgotMutation = useForgotPassword()
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const { error } = forgotMutation
  // Field issues show on the field; anything else (a 429, the server down) above the button.
  const formError = error && !(error instanceof ApiError && error.issues.length > 0) ? error : null

  const onSubmit = form.handleSubmit((values) =>
    forgotMutation.mutate(values, { onError: (error) => setServerFieldErrors(error, form.setError, ['email']) }),
  )

  if (forgotMutation.isSuccess) {
    return (
      <AuthCardPage title="Check your e-mail" focusTitle>
        <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>{forgotMutation.data.message}</p>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          No e-mail after a few minutes? Check your spam folder, or{' '}
          <button type="button" className={textLinkClass} onClick={() => forgotMutation.reset()}>
            try another address
          </button>
          .
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to={paths.auth.getHref('login')}>Back to sign in</Link>
        </Button>
      </AuthCardPage>
    )
  }

  return (
    <AuthCardPage
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...form.register('email')} />
        </Field>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {getErrorMessage(formError, 'We could not send the link. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={forgotMutation.isPending}>
          {forgotMutation.isPending ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to={paths.auth.getHref('login')} className={textLinkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthCardPage>
  )
}
