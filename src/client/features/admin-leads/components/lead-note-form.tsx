import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useAddLeadNote } from '../api/add-lead-note'

const noteChecks = lazySchema(() => import('@/shared/schemas/admin-leads').then((schemas) => schemas.leadNoteSchema))
const FIELDS = ['note'] as const
// LEAD_NOTE_MAX of src/shared/schemas/admin-leads.ts, repeated so zod stays off the page until the form is used.
const NOTE_MAX = 2000

/** A note on the lead's timeline, with who wrote it. */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const addNote = useAddLeadNote(leadId)
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { note: '' },
    schema: noteChecks,
    submit: async (values) => {
      try {
        await addNote.mutateAsync(values)
        toast({ title: 'Note added' })
      } catch (error) {
        // A refusal about the note shows on the field; anything else (a lost connection, a removed lead) in a toast.
        if (!(error instanceof ApiError && error.issues.length > 0))
          toast({ variant: 'destructive', title: 'Note not added', description: getErrorMessage(error, 'The note was not saved') })
        throw error
      }
    },
  })
  return (
    <form ref={formRef} noValidate action={action} onFocus={noteChecks.preload} className="grid gap-3" aria-label="Add note">
      <Field label="Note" error={state.errors.note}>
        <Textarea name="note" rows={3} maxLength={NOTE_MAX} defaultValue={state.values.note} />
      </Field>
      <Button type="submit" variant="outline" className="w-fit" disabled={isPending}>
        {isPending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  )
}
