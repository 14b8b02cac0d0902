import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { registerSchema, RegisterInput, User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { appConfig } from '@/client/lib/app-config'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { useNavigation } from '@/client/lib/navigation'
import { register } from '../api/register'
import { useNextPath } from '../hooks/use-next-path'
import { withPasswordCheck } from '../hooks/use-password-check'
import { showServerFieldErrors } from '../lib/show-server-field-errors'
import { PasswordField } from './password-field'

const FIELDS = ['email', 'username', 'password', 'full_name', 'company_name'] as const

const passwordContextOf = (values: Omit<RegisterInput, 'password'>) => ({
  email: values.email,
  username: values.username,
  fullName: values.full_name,
  companyName: values.company_name,
  productName: appConfig.productName,
})

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const registerResolver = lazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.registerSchema))

/** `onSignedIn` runs before the page leaves, with the new account's user (the app's route updates its cache with it). */
export function RegisterForm({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const { navigate } = useNavigation()
  // React state for the pending request, not TanStack Query: /auth runs without it (docs/decisions/100).
  const [registering, startRegistering] = React.useTransition()
  const { afterSignIn } = useNextPath()
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: withPasswordCheck(registerResolver, passwordContextOf),
    defaultValues: { email: '', username: '', password: '', full_name: '', company_name: '' },
  })
  const { errors } = form.formState
  const [email, username, full_name, company_name] = useWatch({
    control: form.control,
    name: ['email', 'username', 'full_name', 'company_name'],
  })

  const onSubmit = form.handleSubmit((values) =>
    startRegistering(async () => {
      try {
        const user = await register(values)
        onSignedIn?.(user)
        toast({
          title: 'Registration successful',
          description: `Your account has been created. Welcome to ${appConfig.productName}!`,
        })
        navigate(afterSignIn)
      } catch (error) {
        void showServerFieldErrors(error, form.setError, FIELDS)
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: getErrorMessage(error, 'Registration failed'),
        })
      }
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} onFocus={registerResolver.preload} className="grid gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...form.register('email')} />
      </Field>
      <Field label="Username" description="3-50 letters, numbers, underscores or hyphens." error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </Field>
      <PasswordField control={form.control} name="password" context={passwordContextOf({ email, username, full_name, company_name })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name (optional)" error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register('full_name')} />
        </Field>
        <Field label="Company name (optional)" error={errors.company_name?.message}>
          <Input autoComplete="organization" {...form.register('company_name')} />
        </Field>
      </div>
      <Button type="submit" className="w-full" disabled={registering}>
        {registering ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  )
}
