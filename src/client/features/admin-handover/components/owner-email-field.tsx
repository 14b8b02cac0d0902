import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'

/** The address a workspace's owner invitation goes to; a person belongs to one workspace, so it has no account yet. */
export function OwnerEmailField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <Field label="Owner’s e-mail" description="Someone with no account yet: a person belongs to one workspace." error={error}>
      <Input name="email" type="email" maxLength={254} defaultValue={defaultValue} autoComplete="off" />
    </Field>
  )
}
