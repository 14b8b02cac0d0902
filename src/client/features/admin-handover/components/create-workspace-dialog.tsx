import { Dialog } from 'radix-ui'
import * as React from 'react'
import type { CreatedWorkspace } from '@/shared/schemas/admin-handover'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useCreateWorkspace } from '../api/create-workspace'

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" onFocus={workspaceChecks.preload}>
          Create workspace
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Create the workspace</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            The company is created empty and its owner is e-mailed an invitation from you to set it up. Their questionnaire starts with this
            lead’s answers. The lead becomes Converted.
          </Dialog.Description>
          <form ref={formRef} noValidate action={action} className="grid gap-4">
            <Field label="Company name" error={state.errors.company_name}>
              <Input name="company_name" maxLength={120} defaultValue={state.values.company_name} autoComplete="off" />
            </Field>
            <Field
              label="Owner’s e-mail"
              description="Someone with no account yet: a person belongs to one workspace."
              error={state.errors.email}
            >
              <Input name="email" type="email" maxLength={254} defaultValue={state.values.email} autoComplete="off" />
            </Field>
            {/* A refusal of the whole request (the lead was converted meanwhile) has no field to sit on. */}
            {create.error && !(create.error instanceof ApiError && create.error.issues.length > 0) && !isPending ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {getErrorMessage(create.error, 'Could not create the workspace')}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Not now
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Creating…' : 'Create and invite'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
