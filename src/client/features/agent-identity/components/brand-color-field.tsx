import { useId } from 'react'
import { type UseFormReturn } from 'react-hook-form'
import type { AgentIdentityInput } from '@/shared/schemas/agent-identity'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'

// The product's own accent (src/server/platform/mail/templates/email-theme.ts): what the picker shows with no colour set.
const DEFAULT_COLOR = '#4f46e5'

/**
 * The brand colour of the e-mails' header and buttons (docs/decisions/123-the-business-brand-in-e-mail.md): a colour
 * picker and the same colour as hex text, each with its own label, either one typed or picked by keyboard.
 */
export function BrandColorField({ form, disabled }: { form: UseFormReturn<AgentIdentityInput>; disabled: boolean }) {
  const pickerId = useId()
  const value = form.watch('brandColor') ?? ''
  const valid = /^#[0-9a-fA-F]{6}$/.test(value.trim())
  const setColor = (color: string) => form.setValue('brandColor', color, { shouldDirty: true, shouldValidate: true })
  return (
    <div className="grid gap-2">
      <Field
        label="Brand colour"
        description="For the header and buttons of each e-mail, like #c2410c. Empty: the standard indigo. Button text turns white or black, whichever reads better."
        error={form.formState.errors.brandColor?.message}
      >
        <Input autoComplete="off" spellCheck={false} placeholder={DEFAULT_COLOR} className="font-mono" {...form.register('brandColor')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={pickerId} className="text-sm">
          Pick the colour
        </label>
        <input
          id={pickerId}
          type="color"
          value={valid ? value.trim().toLowerCase() : DEFAULT_COLOR}
          onChange={(event) => setColor(event.target.value)}
          disabled={disabled}
          className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed"
        />
        {value ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setColor('')} disabled={disabled}>
            Use the default colour
          </Button>
        ) : null}
      </div>
    </div>
  )
}
