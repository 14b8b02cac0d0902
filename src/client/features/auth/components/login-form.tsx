import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import type { loginSchema } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { useLogin } from '../api/login'
import { useNextPath } from '../hooks/use-next-path'
import { textLinkClass } from './auth-card-page'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const loginResolver = lazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.loginSchema))

export function LoginForm() {
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const { afterSignIn } = useNextPath()
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Login successful', description: `Welcome back, ${user.full_name || user.username}!` })
        void navigate(afterSignIn)
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['email', 'password'])
        toast({ variant: 'destructive', title: 'Login failed', description: getErrorMessage(error, 'Login failed') })
      },
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
        <Link to={paths.forgotPassword.getHref()} className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
