import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { invitationVerifySchema } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { appConfig } from '@/client/lib/app-config'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useVerifyInvitation } from '../api/verify-invitation'
import { withPasswordCheck } from '../hooks/use-password-check'
import { PasswordField } from './password-field'

const FIELDS = ['invitation_token', 'username', 'password'] as const

// The invited address is known to the server only: it refuses a password made of it, under this field too.
const passwordContextOf = (values: { username: string }) => ({ username: values.username, productName: appConfig.productName })

/** Completes an invited member's account; mount with key={token} so a new link resets it. */
export function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const verifyMutation = useVerifyInvitation()
  const form = useForm<z.input<typeof invitationVerifySchema>, unknown, z.output<typeof invitationVerifySchema>>({
    resolver: withPasswordCheck(zodResolver(invitationVerifySchema), passwordContextOf),
    defaultValues: { invitation_token: token, username: '', password: '' },
  })
  const { errors } = form.formState
  const username = useWatch({ control: form.control, name: 'username' })

  const onSubmit = form.handleSubmit((values) =>
    verifyMutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Invitation accepted',
          description: `Your account is now set up. Welcome to ${appConfig.productName}!`,
        })
        void navigate(paths.redirectToOnboarding.getHref())
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, FIELDS)
        toast({
          variant: 'destructive',
          title: 'Verification failed',
          description: getErrorMessage(error, 'Verification failed'),
        })
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Invitation token" description="Taken from your invitation link." error={errors.invitation_token?.message}>
        <Input readOnly autoComplete="off" spellCheck={false} className="font-mono text-xs" {...form.register('invitation_token')} />
      </Field>
      <Field label="Username" description="3-50 letters, numbers, underscores or hyphens." error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </Field>
      <PasswordField control={form.control} name="password" context={passwordContextOf({ username })} />
      <Button type="submit" className="w-full" disabled={verifyMutation.isPending}>
        {verifyMutation.isPending ? 'Completing setup...' : 'Complete setup'}
      </Button>
    </form>
  )
}
