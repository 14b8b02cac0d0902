import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { PasswordContext } from '@/shared/passwords/password-rules'
import { changePasswordSchema } from '@/shared/schemas/account-settings'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { appConfig } from '@/client/lib/app-config'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useChangePassword } from '../api/change-password'

type Values = z.input<typeof changePasswordSchema>
type Output = z.output<typeof changePasswordSchema>

/**
 * What the route brings from the auth feature (a feature does not import another): the new-password field with its
 * strength meter, and the resolver wrapper that applies the whole password rule on submit.
 */
export type NewPasswordSlots = {
  renderNewPassword: (control: Control<Values, unknown, Output>, context: PasswordContext) => React.ReactNode
  withPasswordRule: (
    resolver: Resolver<Values, unknown, Output>,
    contextOf: (values: Values) => PasswordContext,
  ) => Resolver<Values, unknown, Output>
}

/** A new password, with the current one (docs/decisions/093); every other session ends, this browser stays signed in. */
export function PasswordSettings({ user, renderNewPassword, withPasswordRule }: { user: User } & NewPasswordSlots) {
  const change = useChangePassword()
  const context: PasswordContext = {
    email: user.email,
    username: user.username,
    fullName: user.full_name ?? undefined,
    productName: appConfig.productName,
  }
  const form = useForm<Values, unknown, Output>({
    resolver: withPasswordRule(zodResolver(changePasswordSchema), () => context),
    defaultValues: { current_password: '', password: '' },
  })
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset()
        toast({ title: 'Password changed', description: 'You are still signed in here; every other session has ended.' })
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['current_password', 'password'])
        toast({ variant: 'destructive', title: 'Could not change your password', description: getErrorMessage(error, 'Please try again.') })
      },
    }),
  )
  return (
    <section aria-labelledby="password-heading">
      <Card>
        <CardHeader>
          <CardTitle id="password-heading" className="text-lg">
            Password
          </CardTitle>
          <CardDescription>Changing it signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change password">
            <Field label="Current password" error={form.formState.errors.current_password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
            </Field>
            {renderNewPassword(form.control, context)}
            <Button type="submit" className="justify-self-start" disabled={change.isPending}>
              {change.isPending ? 'Changing password...' : 'Change password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  )
}
