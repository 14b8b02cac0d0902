import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { lazySchema, useFormAction } from '@/client/lib/use-form-action'
import { useAddSuppression } from '../api/suppressions'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097, 099).
const suppressionChecks = lazySchema(() => import('@/shared/schemas/suppressions').then((schemas) => schemas.suppressionInputSchema))
const FIELDS = ['address'] as const

/** The owner's way to stop the agents writing to someone who asked by phone or in person. */
export function AddSuppressionForm() {
  const addMutation = useAddSuppression()
  const { formRef, state, action, isPending } = useFormAction({
    fields: FIELDS,
    initial: { address: '' },
    schema: suppressionChecks,
    submit: async (values) => {
      try {
        await addMutation.mutateAsync(values)
        toast({ title: 'Address added', description: `Your agents won’t write to ${values.address}.` })
      } catch (error) {
        toast({ variant: 'destructive', title: 'Could not add the address', description: getErrorMessage(error, 'Try again.') })
        throw error
      }
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      action={action}
      onFocus={suppressionChecks.preload}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field
        label="E-mail address"
        description="Someone who asked not to hear from you again."
        error={state.errors.address}
        className="flex-1"
      >
        <Input name="address" type="email" autoComplete="off" placeholder="ann@example.com" defaultValue={state.values.address} />
      </Field>
      <Button type="submit" disabled={isPending} className="sm:mt-6">
        {isPending ? 'Adding…' : 'Add address'}
      </Button>
    </form>
  )
}
