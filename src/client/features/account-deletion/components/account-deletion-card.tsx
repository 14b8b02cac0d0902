import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import { deleteAccountSchema, type DeleteAccountInput } from '@/shared/schemas/account-deletion'
import type { User } from '@/shared/schemas/auth'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog'
import { Button } from '@/client/components/ui/button'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { DialogFooter } from '@/client/components/ui/dialog'
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
      <AlertDialog open={confirming} onOpenChange={(open) => (deletion.isPending ? null : setConfirming(open))}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This cannot be undone. You are signed out everywhere, and you can no longer sign in with this address.
          </AlertDialogDescription>
          <DialogFooter>
            <AlertDialogCancel className={buttonVariants({ variant: 'outline' })} disabled={deletion.isPending}>
              Keep my account
            </AlertDialogCancel>
            <Button variant="destructive" onClick={onConfirm} disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
