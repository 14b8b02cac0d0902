import type { CreatedInvitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useCreateInvitation } from '../api/create-invitation'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const invitationChecks = lazySchema(() => import('@/shared/schemas/team').then((schemas) => schemas.createInvitationSchema))
const FIELDS = ['email'] as const

/** Invites an address; `onCreated` receives the answer, whose link is shown once. */
export function InviteMemberForm({ onCreated }: { onCreated: (invitation: CreatedInvitation) => void }) {
  const createMutation = useCreateInvitation()
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { email: '' },
    schema: invitationChecks,
    submit: async (values) => {
      try {
        const invitation = await createMutation.mutateAsync(values)
        onCreated(invitation)
        // The invitation is e-mailed with it; held or over the daily limit, the owner shares the link (docs/decisions/094).
        const description =
          invitation.delivery.status === 'queued'
            ? `We are e-mailing the invitation to ${invitation.email}.`
            : `The e-mail was not sent yet: copy the link and send it to ${invitation.email}.`
        toast({ title: 'Invitation created', description })
      } catch (error) {
        toast({ variant: 'destructive', title: 'Invitation failed', description: getErrorMessage(error, 'Invitation failed') })
        throw error
      }
    },
  })

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Invite a team member</h3>
      <form
        ref={formRef}
        noValidate
        action={action}
        onFocus={invitationChecks.preload}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field label="Email" error={state.errors.email} className="flex-1">
          <Input
            name="email"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="colleague@company.com"
            defaultValue={state.values.email}
          />
        </Field>
        <Button type="submit" disabled={isPending} className="sm:mt-6">
          {isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </div>
  )
}
