import * as React from 'react'
import type { CreatedWorkspace } from '@/shared/schemas/admin-handover'
import { RequestError } from '@/client/components/errors/request-error'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useCreateWorkspace } from '../api/create-workspace'
import { OwnerEmailField } from './owner-email-field'

const workspaceChecks = lazySchema(() => import('@/shared/schemas/admin-handover').then((schemas) => schemas.createWorkspaceSchema))
const FIELDS = ['company_name', 'email'] as const

type CreateWorkspaceDialogProps = {
  leadId: string
  defaults: { company_name: string; email: string }
  onCreated: (created: CreatedWorkspace) => void
}

/** Confirms the company's name and its owner's address before the workspace is created and the invitation mailed. */
export function CreateWorkspaceDialog({ leadId, defaults, onCreated }: CreateWorkspaceDialogProps) {
  const [open, setOpen] = React.useState(false)
  const create = useCreateWorkspace(leadId)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: defaults,
    schema: workspaceChecks,
    submit: async (values) => {
      const created = await create.mutateAsync(values)
      setOpen(false)
      onCreated(created)
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" onFocus={workspaceChecks.preload}>
          Create workspace
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Create the workspace</DialogTitle>
        <DialogDescription>
          The company is created empty and its owner is e-mailed an invitation from you to set it up. Their questionnaire starts with this
          lead’s answers. The lead becomes Converted.
        </DialogDescription>
        <form ref={formRef} noValidate action={action} className="grid gap-4">
          <Field label="Company name" error={state.errors.company_name}>
            <Input name="company_name" maxLength={120} defaultValue={state.values.company_name} autoComplete="off" />
          </Field>
          <OwnerEmailField defaultValue={state.values.email} error={state.errors.email} />
          {isPending ? null : <RequestError error={create.error} fallback="Could not create the workspace" />}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Creating…' : 'Create and invite'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
