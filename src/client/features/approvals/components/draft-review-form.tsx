import { useId } from 'react'
import { useNavigate } from 'react-router'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Textarea } from '@/client/components/ui/textarea'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useDecideDraft } from '../api/decide-draft'
import { RejectDialog } from './reject-dialog'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const approveChecks = lazySchema(() => import('@/shared/ai/draft').then((schemas) => schemas.approveDraftSchema))
const FIELDS = ['subject', 'body'] as const

/** The draft as the reviewer leaves it: Approve and send queues exactly this text; Reject asks why. */
export function DraftReviewForm({ draft }: { draft: ApprovalDetail }) {
  const navigate = useNavigate()
  const formId = useId()
  const { approve, reject } = useDecideDraft(draft.id)
  const backToInbox = () => void navigate(paths.approvals.getHref())
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { subject: draft.subject ?? draft.template_subject, body: draft.body ?? draft.template_text },
    schema: approveChecks,
    submit: async (values) => {
      try {
        const decision = await approve.mutateAsync(values)
        toast({ title: 'Draft approved', description: decision.email ?? `The e-mail to ${draft.to} is on its way.` })
        backToInbox()
      } catch (error) {
        toast({ variant: 'destructive', title: 'Not approved', description: getErrorMessage(error, 'Approval failed') })
        throw error
      }
    },
  })

  async function rejectWith(reason: string) {
    try {
      await reject.mutateAsync({ reason })
      toast({ title: 'Draft rejected', description: 'Nothing was sent.' })
      backToInbox()
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not rejected', description: getErrorMessage(error, 'Rejection failed') })
      throw error
    }
  }

  // Reject's dialog has its own form: it sits beside this one, never inside it.
  return (
    <div className="grid gap-4">
      <form id={formId} ref={formRef} noValidate action={action} onFocus={approveChecks.preload} className="grid gap-4">
        <Field label="Subject" error={state.errors.subject}>
          <Input name="subject" defaultValue={state.values.subject} />
        </Field>
        <Field label="E-mail" description={`To ${draft.to}. Plain text; the agent's signature is added.`} error={state.errors.body}>
          <Textarea name="body" rows={10} defaultValue={state.values.body} />
        </Field>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" form={formId} disabled={isPending || reject.isPending}>
          {isPending ? 'Sending…' : 'Approve and send'}
        </Button>
        <RejectDialog onReject={rejectWith} disabled={isPending || reject.isPending} />
      </div>
    </div>
  )
}
