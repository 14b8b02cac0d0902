import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
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

const FIELDS = ['invitation_token', 'username', 'password'] as const

/** Completes an invited member's account; mount with key={token} so a new link resets it. */
export function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const verifyMutation = useVerifyInvitation()
  const form = useForm<z.input<typeof invitationVerifySchema>, unknown, z.output<typeof invitationVerifySchema>>({
    resolver: zodResolver(invitationVerifySchema),
    defaultValues: { invitation_token: token, username: '', password: '' },
  })
  const { errors } = form.formState

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
      <Field label="Password" description="At least 8 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={verifyMutation.isPending}>
        {verifyMutation.isPending ? 'Completing setup...' : 'Complete setup'}
      </Button>
    </form>
  )
}
