import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { agentIdentityInputSchema, type AgentIdentityInput, type AgentIdentitySettings } from '@/shared/schemas/agent-identity'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { Switch } from '@/client/components/ui/switch'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useSaveAgentIdentity } from '../api/agent-identity'
import { AgentEmailPreviews } from './agent-email-previews'
import { BrandColorField } from './brand-color-field'
import { LogoField } from './logo-field'

const FIELDS = ['senderName', 'replyTo', 'signature', 'signAsAgent', 'brandColor'] as const

const inputOf = ({ senderName, replyTo, signature, signAsAgent, brandColor }: AgentIdentitySettings): AgentIdentityInput => ({
  senderName,
  replyTo,
  signature,
  signAsAgent,
  brandColor,
})

/** The owner's form: the name, reply-to address and sign-off of the agents' e-mails, with a preview as they type. */
export function AgentIdentityForm({ settings, canChange }: { settings: AgentIdentitySettings; canChange: boolean }) {
  const signAsAgentId = useId()
  const save = useSaveAgentIdentity()
  const form = useForm<AgentIdentityInput>({ resolver: zodResolver(agentIdentityInputSchema), defaultValues: inputOf(settings) })
  const { errors } = form.formState
  const values = form.watch()
  const business = values.senderName?.trim() || settings.companyName
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(inputOf(saved))
        toast({ title: 'Saved', description: 'Your agents write this way from their next e-mail on.' })
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, [...FIELDS])
        toast({ variant: 'destructive', title: 'Not saved', description: getErrorMessage(error, 'Please try again.') })
      },
    }),
  )
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={onSubmit} className="grid content-start gap-4">
        <fieldset disabled={!canChange || save.isPending} className="grid gap-4">
          <Field
            label="Sender name"
            description={`On the From line and at the top of each e-mail. Empty: ${settings.companyName}.`}
            error={errors.senderName?.message}
          >
            <Input autoComplete="organization" placeholder={settings.companyName} {...form.register('senderName')} />
          </Field>
          <Field
            label="Reply-to address"
            description={
              settings.repliesComeBack
                ? "Replies reach each agent's conversation, on the person's page in Contacts, and this inbox too, such as your shop's. Empty: Contacts only."
                : "Where your customers' answers go, such as your shop's inbox. Empty: replies go to the sending address."
            }
            error={errors.replyTo?.message}
          >
            <Input type="email" autoComplete="email" placeholder="hello@yourbusiness.com" {...form.register('replyTo')} />
          </Field>
          <Field
            label="Signature"
            description="Up to three lines, such as your name and role. Empty: signed as below."
            error={errors.signature?.message}
          >
            <Textarea rows={3} placeholder="Rosie Baker, Owner" {...form.register('signature')} />
          </Field>
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={signAsAgentId}>Sign with the agent&apos;s first name</Label>
              <p id={`${signAsAgentId}-description`} className="text-sm text-muted-foreground">
                Without a signature, e-mails end &ldquo;Max from {business}&rdquo;; off, &ldquo;{business}&rdquo;.
              </p>
            </div>
            <Controller
              control={form.control}
              name="signAsAgent"
              render={({ field }) => (
                <Switch
                  id={signAsAgentId}
                  aria-describedby={`${signAsAgentId}-description`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                />
              )}
            />
          </div>
          <BrandColorField form={form} disabled={!canChange || save.isPending} />
        </fieldset>
        {canChange ? (
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        ) : null}
      </form>
      {/* Outside the form: the logo is saved as it is picked, not with Save. Under the form; the preview beside both. */}
      <div className="lg:col-start-1">
        <LogoField logoPath={settings.logoPath} senderName={business} canChange={canChange} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <AgentEmailPreviews values={values} logoPath={settings.logoPath} />
      </div>
    </div>
  )
}
