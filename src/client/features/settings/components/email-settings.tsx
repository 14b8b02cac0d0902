import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changeEmailSchema, type PendingEmailChange } from '@/shared/schemas/account-settings'
import type { User } from '@/shared/schemas/auth'
import { QueryPanel } from '@/client/components/query-panel'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useCancelEmailChange, usePendingEmailChange, useRequestEmailChange } from '../api/email-change'

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The account's address and a change of it (docs/decisions/093): the new address gets a link, and replaces the current
 * one only when the link is opened; until then this card says where the link went and that nothing has changed yet.
 */
export function EmailSettings({ user }: { user: User }) {
  const pendingQuery = usePendingEmailChange()
  return (
    <section aria-labelledby="email-heading">
      <Card>
        <CardHeader>
          <CardTitle id="email-heading" className="text-lg">
            E-mail address
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <span>
              You sign in with <span className="font-medium [overflow-wrap:anywhere] text-foreground">{user.email}</span>
            </span>
            {user.email_verified ? <Badge variant="success">Verified</Badge> : <Badge variant="muted">Not verified yet</Badge>}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <QueryPanel query={pendingQuery} what="your address change" skeleton={['h-16 w-full']}>
            {(pending) => (pending.email ? <PendingChange pending={pending} currentEmail={user.email} /> : null)}
          </QueryPanel>
          <ChangeEmailForm />
        </CardContent>
      </Card>
    </section>
  )
}

function PendingChange({ pending, currentEmail }: { pending: PendingEmailChange; currentEmail: string }) {
  const cancel = useCancelEmailChange()
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: 'Change cancelled', description: `You keep signing in with ${currentEmail}.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not cancel', description: getErrorMessage(error, 'Please try again.') }),
    })
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-secondary/60 p-4 text-sm sm:flex-row sm:items-start"
    >
      <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="flex-1">
        <span className="font-medium">Confirm your new address.</span> We sent a link to{' '}
        <span className="font-medium [overflow-wrap:anywhere]">{pending.email}</span>
        {pending.expires_at ? `; it works until ${expiryFormat.format(new Date(pending.expires_at))}` : ''}. Until you open it, you keep
        signing in with <span className="[overflow-wrap:anywhere]">{currentEmail}</span>.
      </p>
      <Button variant="outline" size="sm" className="self-start" disabled={cancel.isPending} onClick={onCancel}>
        {cancel.isPending ? 'Cancelling...' : 'Cancel change'}
      </Button>
    </div>
  )
}

function ChangeEmailForm() {
  const request = useRequestEmailChange()
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', current_password: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (pending) => {
        form.reset()
        toast({ title: 'Check your inbox', description: `We sent a link to ${pending.email}. Your address changes when you open it.` })
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['email', 'current_password'])
        toast({ variant: 'destructive', title: 'Could not change your address', description: getErrorMessage(error, 'Please try again.') })
      },
    }),
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change e-mail address">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New e-mail address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Current password" description="To confirm it is you." error={errors.current_password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
        </Field>
      </div>
      <Button type="submit" className="justify-self-start" disabled={request.isPending}>
        {request.isPending ? 'Sending link...' : 'Send confirmation link'}
      </Button>
    </form>
  )
}
