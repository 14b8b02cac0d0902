import { zodResolver } from '@hookform/resolvers/zod'
import { AlertDialog } from 'radix-ui'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import { deleteAccountSchema, type DeleteAccountInput } from '@/shared/schemas/account-deletion'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { paths } from '@/client/config/paths'
import { getErrorMessage } from '@/client/lib/api-client'
import { serverFieldErrors } from '@/client/lib/form-errors'
import { AppLink } from '@/client/lib/navigation'
import { useDeleteAccount } from '../api/delete-account'

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline'

/**
 * The Danger zone of Settings → Account (docs/product.md#account-deletion): a member deletes their own account with
 * their password, confirmed once more in a dialog. An owner is told what to do first instead.
 */
export function AccountDeletionCard({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const isOwner = user.role === 'owner' && Boolean(user.company_id)
  return (
    <section aria-labelledby="account-deletion-heading">
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle id="account-deletion-heading" className="text-lg">
            Delete account
          </CardTitle>
          <CardDescription>
            Deletes your account, your sign-ins and the e-mails sent to you. What you did for your company stays with it, no longer in your
            name.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isOwner ? (
            <p className="text-sm">
              You own your company, so it would be left without an owner. First{' '}
              <AppLink to={paths.settingsTeam.getHref()} className={linkClass}>
                make another member the owner
              </AppLink>{' '}
              or{' '}
              <AppLink to={paths.settingsCompany.getHref()} className={linkClass}>
                erase the company
              </AppLink>
              .
            </p>
          ) : (
            <DeleteAccountForm onDeleted={onDeleted} />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = React.useState(false)
  const deletion = useDeleteAccount()
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } })
  // The password is checked by the form first; the dialog asks once more before anything is sent.
  const onSubmit = form.handleSubmit(() => setConfirming(true))
  const onConfirm = () =>
    deletion.mutate(form.getValues(), {
      onSuccess: onDeleted,
      onError: (error) => {
        setConfirming(false)
        const message = serverFieldErrors(error, ['password'] as const).password ?? getErrorMessage(error, 'Please try again.')
        form.setError('password', { type: 'server', message })
      },
    })

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Delete account">
        <Field label="Password" description="Your current password, to confirm it is you." error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" variant="destructive" className="justify-self-start" disabled={deletion.isPending}>
          Delete account
        </Button>
      </form>
      <AlertDialog.Root open={confirming} onOpenChange={(open) => (deletion.isPending ? null : setConfirming(open))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              This cannot be undone. You are signed out everywhere, and you can no longer sign in with this address.
            </AlertDialog.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })} disabled={deletion.isPending}>
                Keep my account
              </AlertDialog.Cancel>
              <Button variant="destructive" onClick={onConfirm} disabled={deletion.isPending}>
                {deletion.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
