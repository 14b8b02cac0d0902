import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, Link2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { createInvitationSchema, type CreatedInvitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useCreateInvitation } from '../api/create-invitation'

export function InviteMemberForm() {
  const createMutation = useCreateInvitation()
  const form = useForm<z.input<typeof createInvitationSchema>, unknown, z.output<typeof createInvitationSchema>>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(values, {
      onSuccess: (invitation) => {
        form.reset()
        toast({ title: 'Invitation created', description: `Share the link with ${invitation.email}. It is shown only once.` })
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Email" error={form.formState.errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="off" inputMode="email" placeholder="colleague@company.com" {...form.register('email')} />
        </Field>
        <Button type="submit" disabled={createMutation.isPending} className="sm:mt-6">
          {createMutation.isPending ? 'Sending...' : 'Create invitation'}
        </Button>
      </form>
      {createMutation.data ? <CreatedInvitationLink invitation={createMutation.data} /> : null}
    </div>
  )
}

/** The invitation link exists only in this answer (the server stores a hash), so show it once. */
function CreatedInvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link)
      toast({ title: 'Link copied', description: `Send it to ${invitation.email}.` })
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the link and copy it manually.' })
    }
  }

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-secondary/50 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Link2 aria-hidden="true" className="size-4" />
        Invitation link for {invitation.email}
      </p>
      <p className="text-sm text-muted-foreground">Copy it now: for security it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={invitation.link}
          aria-label={`Invitation link for ${invitation.email}`}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  )
}
