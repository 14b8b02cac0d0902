import * as React from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { User, loginSchema } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { AppLink, useNavigation } from '@/client/lib/navigation'
import { login } from '../api/login'
import { useNextPath } from '../hooks/use-next-path'
import { showServerFieldErrors } from '../lib/show-server-field-errors'
import { textLinkClass } from './auth-card-page'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const loginResolver = lazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.loginSchema))

/** `onSignedIn` runs before the page leaves, with the signed-in user (the app's route updates its cache with it). */
export function LoginForm({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const { navigate } = useNavigation()
  // React state for the pending request, not TanStack Query: /auth runs without it (docs/decisions/100).
  const [signingIn, startSignIn] = React.useTransition()
  const { afterSignIn } = useNextPath()
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    startSignIn(async () => {
      try {
        const user = await login(values)
        onSignedIn?.(user)
        toast({ title: 'Login successful', description: `Welcome back, ${user.full_name || user.username}!` })
        navigate(afterSignIn)
      } catch (error) {
        void showServerFieldErrors(error, form.setError, ['email', 'password'])
        toast({ variant: 'destructive', title: 'Login failed', description: getErrorMessage(error, 'Login failed') })
      }
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} onFocus={loginResolver.preload} className="grid gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...form.register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <AppLink to={paths.forgotPassword.getHref()} className={textLinkClass}>
          Forgot password?
        </AppLink>
      </p>
      <Button type="submit" className="w-full" disabled={signingIn}>
        {signingIn ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
