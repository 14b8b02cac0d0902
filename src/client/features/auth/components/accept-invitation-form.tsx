import { CircleAlert } from 'lucide-react'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { invitationVerifySchema, InvitationDetails, InvitationVerifyInput, User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { appConfig } from '@/client/lib/app-config'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { useNavigation } from '@/client/lib/navigation'
import { verifyInvitation } from '../api/verify-invitation'
import { withPasswordCheck } from '../hooks/use-password-check'
import { PasswordField } from './password-field'

const FIELDS = ['invitation_token', 'full_name', 'username', 'password'] as const

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const invitationResolver = lazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.invitationVerifySchema))

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' })

/** "{Inviter} invited you to join {Company}", or the company alone when the inviter's account is gone. */
function describeInvitation({ inviter_name, company_name }: Pick<InvitationDetails, 'inviter_name' | 'company_name'>) {
  return inviter_name ? `${inviter_name} invited you to join ${company_name}` : `You are invited to join ${company_name}`
}

type AcceptInvitationFormProps = {
  token: string
  invitation: InvitationDetails
  /** Runs before the page leaves, with the new member's user (the app's route updates its cache with it). */
  onSignedIn?: (user: User) => void
}

/** Completes an invited member's account: their full name, username and password (docs/decisions/094). */
export function AcceptInvitationForm({ token, invitation, onSignedIn }: AcceptInvitationFormProps) {
  const { navigate } = useNavigation()
  // React state for the pending request, not TanStack Query: /auth runs without it (docs/decisions/100).
  const [completing, startCompleting] = React.useTransition()
  // The invited address is the account's: the password may contain neither it nor the person's names.
  const passwordContextOf = (values: Omit<InvitationVerifyInput, 'password' | 'invitation_token'>) => ({
    email: invitation.email,
    username: values.username,
    fullName: values.full_name,
    productName: appConfig.productName,
  })
  const form = useForm<z.input<typeof invitationVerifySchema>, unknown, z.output<typeof invitationVerifySchema>>({
    resolver: withPasswordCheck(invitationResolver, passwordContextOf),
    defaultValues: { invitation_token: token, full_name: '', username: '', password: '' },
  })
  const { errors } = form.formState
  const [username, full_name] = useWatch({ control: form.control, name: ['username', 'full_name'] })

  const onSubmit = form.handleSubmit((values) =>
    startCompleting(async () => {
      try {
        const user = await verifyInvitation(values)
        onSignedIn?.(user)
        toast({
          title: 'Invitation accepted',
          description: `Your account is now set up. Welcome to ${appConfig.productName}!`,
        })
        navigate(paths.redirectToOnboarding.getHref())
      } catch (error) {
        setServerFieldErrors(error, form.setError, FIELDS)
        toast({
          variant: 'destructive',
          title: 'Verification failed',
          description: getErrorMessage(error, 'Verification failed'),
        })
      }
    }),
  )

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{describeInvitation(invitation)}</h2>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          Your account will use {invitation.email}. The invitation is valid until {dateFormat.format(new Date(invitation.expires_at))}.
        </p>
      </div>
      {errors.invitation_token?.message ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.invitation_token.message}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} onFocus={invitationResolver.preload} className="grid gap-4">
        <Field label="Full name" description="How your teammates will see you." error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register('full_name')} />
        </Field>
        <Field label="Username" description="3-50 letters, numbers, underscores or hyphens." error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </Field>
        <PasswordField control={form.control} name="password" context={passwordContextOf({ username, full_name })} />
        <Button type="submit" className="w-full" disabled={completing}>
          {completing ? 'Completing setup...' : 'Complete setup'}
        </Button>
      </form>
    </div>
  )
}
