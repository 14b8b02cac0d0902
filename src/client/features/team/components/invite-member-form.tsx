import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { createInvitationSchema, CreatedInvitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { useCreateInvitation } from '../api/create-invitation'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const invitationResolver = lazyZodResolver(() => import('@/shared/schemas/team').then((schemas) => schemas.createInvitationSchema))

/** Invites an address; `onCreated` receives the answer, whose link is shown once. */
export function InviteMemberForm({ onCreated }: { onCreated: (invitation: CreatedInvitation) => void }) {
  const createMutation = useCreateInvitation()
  const form = useForm<z.input<typeof createInvitationSchema>, unknown, z.output<typeof createInvitationSchema>>({
    resolver: invitationResolver,
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(values, {
      onSuccess: (invitation) => {
        form.reset()
        onCreated(invitation)
        // The invitation is e-mailed with it; held or over the daily limit, the owner shares the link (docs/decisions/094).
        const description =
          invitation.delivery.status === 'queued'
            ? `We are e-mailing the invitation to ${invitation.email}.`
            : `The e-mail was not sent yet: copy the link and send it to ${invitation.email}.`
        toast({ title: 'Invitation created', description })
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['email'])
        toast({
          variant: 'destructive',
          title: 'Invitation failed',
          description: getErrorMessage(error, 'Invitation failed'),
        })
      },
    }),
  )

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Invite a team member</h3>
      <form noValidate onSubmit={onSubmit} onFocus={invitationResolver.preload} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Email" error={form.formState.errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="off" inputMode="email" placeholder="colleague@company.com" {...form.register('email')} />
        </Field>
        <Button type="submit" disabled={createMutation.isPending} className="sm:mt-6">
          {createMutation.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </div>
  )
}
