import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@/shared/backoffice/lead-kinds'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useChangeLeadStatus } from '../api/change-lead-status'

const statusChecks = lazySchema(() => import('@/shared/schemas/admin-leads').then((schemas) => schemas.leadStatusChangeSchema))
const FIELDS = ['status', 'note'] as const
// LEAD_NOTE_MAX of src/shared/schemas/admin-leads.ts, repeated so zod stays off the page until the form is used.
const NOTE_MAX = 2000

/**
 * The lead's status, changed with an optional note; the change is recorded with who made it (docs/product.md#back-office).
 * Keyed by the current status by its parent, so a saved change starts a fresh form.
 */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const change = useChangeLeadStatus(leadId)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { status, note: '' },
    schema: statusChecks,
    submit: async (values) => {
      try {
        const { status: next } = await change.mutateAsync(values.note ? values : { status: values.status })
        toast({ title: 'Status saved', description: `The lead is now ${LEAD_STATUS_LABELS[next]}.` })
      } catch (error) {
        // A refusal about a field shows on the field; anything else (a lost connection, a removed lead) in a toast.
        if (!(error instanceof ApiError && error.issues.length > 0))
          toast({ variant: 'destructive', title: 'Status not saved', description: getErrorMessage(error, 'The change failed') })
        throw error
      }
    },
  })
  return (
    <form ref={formRef} noValidate action={action} onFocus={statusChecks.preload} className="grid gap-4" aria-label="Change status">
      <Field label="Status" error={state.errors.status}>
        <NativeSelect name="status" defaultValue={state.values.status}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Note (optional)" description="Kept on the timeline with the change." error={state.errors.note}>
        <Textarea name="note" rows={2} maxLength={NOTE_MAX} defaultValue={state.values.note} />
      </Field>
      <Button type="submit" className="w-fit" disabled={isPending}>
        {isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  )
}
